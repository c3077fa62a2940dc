#pragma once

#include <memory>

#include <QByteArray>
#include <QString>

#include <core/hbase/cellset.h>

namespace Ei::Core {
class RestClient;
} // namespace Ei::Core

namespace Ei::Server {
class RestServer;
class TableStore;
} // namespace Ei::Server

namespace Ei::Test {

// A journal-extract table served in-process by the real RestServer on 127.0.0.1 (a free port)
// with a RestClient pointing at it: the REST path the window uses, without a gateway.
class ServedTable final
{
public:
    explicit ServedTable(const QString &table = QStringLiteral("wbgrp-journal-extract-0-qa"));
    ~ServedTable();
    ServedTable(const ServedTable &) = delete;
    ServedTable &operator=(const ServedTable &) = delete;

    bool isListening() const;
    Server::RestServer *server() const { return m_server.get(); }
    Server::TableStore *store() const;
    Core::RestClient *client() const { return m_client; }
    QString table() const { return m_table; }
    void put(const Core::CellSet &rows) const;

    // "sha1:" + base32 of SHA-1(text): a real-looking key, in a stable order of its own.
    static QByteArray keyFor(const QByteArray &text);
    // Cell builders.
    static Core::Cell int64Cell(const QByteArray &column, qint64 value);
    static Core::Cell textCell(const QByteArray &column, const QByteArray &value);
    // A processed row (status 200, a small TEI with `teiDoi` in the header, metadata with
    // title/version), with match0 cells when `doi` is given.
    static Core::Row processedRow(const QByteArray &key, const QByteArray &doi = {},
                                  const QByteArray &teiDoi = {}, const QByteArray &citedDoi = {});

private:
    QString m_table;
    std::unique_ptr<Server::RestServer> m_server;
    Core::RestClient *m_client = nullptr;
};

} // namespace Ei::Test
