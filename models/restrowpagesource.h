#pragma once

#include <QHash>
#include <QPointer>

#include <core/domain/profile.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>
#include <models/rowpagesource.h>

namespace Ei::Models {

// The row list's pages from an HBase REST table: one stateful scanner per page, starting right
// after the previous page's last key, reading only the profile's light list columns (never the
// TEI), with the query's --where predicates evaluated by the server as filters. The scanner is
// closed (DELETE) as soon as the page is complete, so no server-side state outlives a page. A
// scanner lost mid-page (a restarted gateway, a dropped answer) is re-created after the last row
// read (Core::ResumableScan); a page is a view, so it is not verified like a bulk job.
// A query with a key list (a DOI's rows) is read with multi-gets of a page of keys each.
class RestRowPageSource final : public RowPageSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestRowPageSource)

public:
    // `client` must outlive the source. `encoder` turns --where values into cell bytes.
    RestRowPageSource(Core::RestClient *client, QList<QByteArray> listColumns, Core::ValueEncoder encoder,
                      QObject *parent = nullptr);
    ~RestRowPageSource() override;

    quint64 requestPage(const RowPageRequest &request) override;
    void cancel(quint64 requestId) override;

    // The scanner spec a query becomes (public for tests and the "what ran" label).
    Core::Result<Core::ScanSpec> specFor(const RowQuery &query, const QByteArray &afterKey, int limit) const;

    // The keys of a key-list query a page after `afterKey` reads (in the query's key range).
    static QByteArrayList keysFor(const RowQuery &query, const QByteArray &afterKey, int limit, bool *atEnd);

private:
    quint64 requestKeys(quint64 id, const RowPageRequest &request);

    Core::RestClient *m_client;
    QList<QByteArray> m_columns;
    Core::ValueEncoder m_encoder;
    quint64 m_nextId = 1;
    QHash<quint64, QPointer<Core::ResumableScan>> m_scanners;
    QHash<quint64, QPointer<Core::PendingCall>> m_gets;
};

} // namespace Ei::Models
