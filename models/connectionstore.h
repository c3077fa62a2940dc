#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <core/util/result.h>

namespace Ei::Models {

// An extra request header. Secret values (tokens, cookies) are stored apart from the plain
// settings, in a file only the user can read, and never appear in logs or describe().
struct ConnectionHeader
{
    QString name;
    QString value;
    bool secret = false;
    bool operator==(const ConnectionHeader &) const = default;
};

// A saved connection, shared by the GUI and the CLI's `--connection NAME`.
struct Connection
{
    QString name;
    QString restUrl;
    QString table;
    QString keyFormat = QStringLiteral("sha1-b32-prefixed");
    QString profile; // empty: chosen from the table name
    QList<ConnectionHeader> headers;
    QString caFile;
    bool insecureTls = false; // skip certificate checks: shown prominently wherever set
    bool readOnly = true;     // production tables are read-only until unlocked
    QStringList pdfSources;   // `warc-dir:PATH`, `warc-http:URL`, ... tried in order (cli.md)
    QString crossrefSource;   // `postgrest:URL` or `crossref-api:URL`
    int timeoutSeconds = 30;

    bool operator==(const Connection &) const = default;
};

// Reads and writes connections. Plain settings go to an INI file (QSettings); secret header
// values go to a separate JSON file written with permissions 0600. Both paths default to the
// application's config directory; tests pass their own.
class ConnectionStore final
{
public:
    ConnectionStore();
    ConnectionStore(QString plainPath, QString secretPath);

    QString plainPath() const { return m_plainPath; }
    QString secretPath() const { return m_secretPath; }

    QStringList names() const;
    Core::Result<Connection> load(const QString &name) const;
    Core::Result<void> save(const Connection &connection);
    Core::Result<void> remove(const QString &name);

    static QString validate(const Connection &connection); // empty, or what is wrong

private:
    Core::Result<void> writeSecrets(const QString &name, const QList<ConnectionHeader> &headers);

    QString m_plainPath;
    QString m_secretPath;
};

} // namespace Ei::Models
