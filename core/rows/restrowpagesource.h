#pragma once

#include <QHash>
#include <QPointer>

#include <core/domain/profile.h>
#include <core/hbase/restclient.h>
#include <core/hbase/resumablescan.h>
#include <core/rows/rowpagesource.h>

namespace Ei::Core {

// The row list's pages from an HBase REST table: one stateful scanner per page, starting right
// after the previous page's last key, reading only the profile's light list columns (never the
// TEI), with the query's --where predicates evaluated by the server as filters. The scanner is
// closed (DELETE) as soon as the page is complete, so no server-side state outlives a page. A
// scanner lost mid-page (a restarted gateway, a dropped answer) is re-created after the last row
// read (ResumableScan); a page is a view, so it is not verified like a bulk job.
// A query with a key list (a DOI's rows) is read with multi-gets of a page of keys each.
class RestRowPageSource final : public RowPageSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestRowPageSource)

public:
    // `client` must outlive the source. `encoder` turns --where values into cell bytes.
    RestRowPageSource(RestClient *client, QList<QByteArray> listColumns, ValueEncoder encoder,
                      QObject *parent = nullptr);
    ~RestRowPageSource() override;

    quint64 requestPage(const RowPageRequest &request) override;
    void cancel(quint64 requestId) override;

private:
    quint64 requestKeys(quint64 id, const RowPageRequest &request);

    RestClient *m_client;
    QList<QByteArray> m_columns;
    ValueEncoder m_encoder;
    quint64 m_nextId = 1;
    QHash<quint64, QPointer<ResumableScan>> m_scanners;
    QHash<quint64, QPointer<PendingCall>> m_gets;
};

} // namespace Ei::Core
