#pragma once

#include <QCache>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <core/util/pendingcall.h>

namespace Ei::Core {
class PendingCall;
class RestClient;
} // namespace Ei::Core

namespace Ei::Models {

class RowListModel;

// The row list's title and GROBID version columns. Both live in grobid0:metadata, a JSON cell the
// profile marks heavy (it carries the abstract and the citations, often tens of KB), so it is never
// part of a list page. Instead this loader reads it for the visible rows only: one multi-get of at
// most `batchSize` rows at a time (the view's visible range, coalesced), keeping just the two short
// strings per row in an LRU cache of `maxEntries` rows. Rows without the cell (backfilled or
// failed rows, and later rows the pipeline wrote no metadata for) are cached as absent so they are
// not asked for again. When fields arrive the model repaints the visible rows.
class RowMetadataLoader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RowMetadataLoader)

public:
    struct Fields
    {
        QString title;
        QString grobidVersion;
        bool present = false; // the row has grobid0:metadata
    };

    // `client` and `model` must outlive the loader.
    RowMetadataLoader(Core::RestClient *client, RowListModel *model, QObject *parent = nullptr);
    ~RowMetadataLoader() override;

    // The fields of `key` when known; nullptr while not (yet) loaded.
    const Fields *fields(const QByteArray &key) const { return m_cache.object(key); }

    void setMaxEntries(int rows) { m_cache.setMaxCost(rows); }
    int cachedCount() const { return int(m_cache.count()); }
    qint64 rowsRequested() const { return m_rowsRequested; }
    bool isLoading() const { return !m_inFlight.isNull(); }

    // Parses grobid0:metadata (tei_json minus body/annex, domain.md §1).
    static Fields parseMetadata(QByteArrayView json);

Q_SIGNALS:
    // Fields for some rows arrived (the model has been told to repaint them).
    void fieldsLoaded(int count);

private:
    void onVisibleRange(int first, int last);
    void requestMissing();

    Core::RestClient *m_client;
    RowListModel *m_model;
    QCache<QByteArray, Fields> m_cache;
    QSet<QByteArray> m_pending;
    QPointer<Core::PendingCall> m_inFlight;
    int m_first = 0;
    int m_last = -1;
    int m_batchSize = 100;
    qint64 m_rowsRequested = 0;
};

} // namespace Ei::Models
