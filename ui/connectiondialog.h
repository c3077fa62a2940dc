#pragma once

#include <functional>
#include <optional>

#include <QDialog>

#include <core/settings/connectionstore.h>
#include <core/util/result.h>

class KMessageWidget;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace Ei::Ui {

class AuthenticationSection;

// What "Test connection" reports back.
struct ServerInfo
{
    QString restVersion;  // the REST gateway's version
    QString hbaseVersion; // the cluster's version
    QString detail;       // e.g. "table found, 3 column families"
    QString identity;     // whom the server accepted, e.g. "Accepted as alice@EXAMPLE.ORG (…)"
};

// Edits one saved connection. "Test connection" calls an injected asynchronous tester: it
// must return at once and call `done` later (on the GUI thread), also after a failure; the
// dialog ignores answers that arrive after it was closed or after the fields changed.
class ConnectionDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionDialog)

public:
    using Done = std::function<void(const Core::Result<ServerInfo> &)>;
    using Tester = std::function<void(const Core::SavedConnection &, Done done)>;
    // "Test Crossref": one sentence on what answered (testCrossrefSource unless replaced).
    using CrossrefDone = std::function<void(const Core::Result<QString> &)>;
    using CrossrefTester = std::function<void(const Core::SavedConnection &, CrossrefDone done)>;

    explicit ConnectionDialog(QWidget *parent = nullptr);
    ~ConnectionDialog() override;

    void setConnection(const Core::SavedConnection &connection);
    Core::SavedConnection connection() const;
    void setTester(Tester tester);
    // Names another connection already has (and the demo's): saving under one of them is refused.
    void setTakenNames(const QStringList &names) { m_takenNames = names; }
    // Says where the connection's secrets are kept: the keyring or `secretFile` (a saved
    // connection's store), or, for a new one (nullopt), where they will go.
    void setSecretStore(std::optional<Core::SecretStore> store, const QString &secretFile);
    QString secretStoreText() const;

    QPushButton *testButton() const { return m_testButton; }
    QString testResult() const;
    void setCrossrefTester(CrossrefTester tester) { m_crossrefTester = std::move(tester); }
    QPushButton *crossrefTestButton() const { return m_crossrefTestButton; }
    QString crossrefTestResult() const;

public Q_SLOTS:
    void testConnection();
    void testCrossref();
    void accept() override;

private:
    QWidget *bulkJobsPage();
    void updateInsecureWarning();
    void updateCrossrefKind();

    Tester m_tester;
    CrossrefTester m_crossrefTester;
    quint64 m_crossrefTestGeneration = 0;
    QStringList m_takenNames;
    quint64 m_testGeneration = 0;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_url = nullptr;
    QLineEdit *m_table = nullptr;
    QComboBox *m_keyFormat = nullptr;
    QLineEdit *m_profile = nullptr;
    QTableWidget *m_headers = nullptr;
    QLineEdit *m_caFile = nullptr;
    QCheckBox *m_insecure = nullptr;
    KMessageWidget *m_insecureWarning = nullptr; // shown while certificates are not checked
    QCheckBox *m_readOnly = nullptr;
    QSpinBox *m_timeout = nullptr;
    QComboBox *m_compression = nullptr;
    QPlainTextEdit *m_pdfSources = nullptr;
    QComboBox *m_crossrefKind = nullptr;
    QLineEdit *m_crossref = nullptr;
    QLineEdit *m_crossrefPassword = nullptr;
    QLabel *m_crossrefPasswordLabel = nullptr;
    QPushButton *m_crossrefTestButton = nullptr;
    QLabel *m_crossrefTestResult = nullptr;
    QPushButton *m_testButton = nullptr;
    QLabel *m_testResult = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_secretStore = nullptr;
    QPlainTextEdit *m_moreGateways = nullptr; // restUrls, one per line
    QSpinBox *m_parallelScans = nullptr;      // 0 = auto
    AuthenticationSection *m_auth = nullptr;
    Core::SavedConnection m_loaded; // what setConnection() was given
};

} // namespace Ei::Ui
