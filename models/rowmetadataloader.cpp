#include "rowmetadataloader.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <core/hbase/restclient.h>
#include <models/rowlistmodel.h>

namespace Ei::Models {

namespace {
const QByteArray kMetadataColumn = QByteArrayLiteral("grobid0:metadata");
}

RowMetadataLoader::RowMetadataLoader(Core::RestClient *client, RowListModel *model, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_model(model)
    , m_cache(2000)
{
    connect(m_model, &RowListModel::visibleRangeChanged, this, &RowMetadataLoader::onVisibleRange);
    connect(m_model, &RowListModel::pageLoaded, this, [this] { requestMissing(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_first = 0;
        m_last = -1;
    });
}

RowMetadataLoader::~RowMetadataLoader()
{
    if (m_inFlight) {
        m_inFlight->cancel();
    }
}

RowMetadataLoader::Fields RowMetadataLoader::parseMetadata(QByteArrayView json)
{
    Fields f;
    f.present = true;
    const QJsonObject o = QJsonDocument::fromJson(json.toByteArray()).object();
    f.title = o.value(QLatin1StringView("title")).toString().simplified();
    f.grobidVersion = o.value(QLatin1StringView("grobid_version")).toString();
    return f;
}

void RowMetadataLoader::onVisibleRange(int first, int last)
{
    m_first = first;
    m_last = last;
    requestMissing();
}

void RowMetadataLoader::requestMissing()
{
    if (m_inFlight || m_last < m_first) {
        return; // the answer's handler asks again for what is visible then
    }
    QList<QByteArray> keys;
    for (int row = m_first; row <= m_last && keys.size() < m_batchSize; ++row) {
        const Core::Row *r = m_model->rowAt(row);
        if (r && !m_cache.contains(r->key) && !m_pending.contains(r->key)) {
            keys.append(r->key);
        }
    }
    if (keys.isEmpty()) {
        return;
    }
    for (const QByteArray &k : std::as_const(keys)) {
        m_pending.insert(k);
    }
    m_rowsRequested += keys.size();
    Core::GetOptions options;
    options.columns = {kMetadataColumn};
    auto *call = m_client->multiGet(keys, options);
    m_inFlight = call;
    call->then(this, [this, keys](const Core::Result<Core::CellSet> &rows) {
        m_inFlight = nullptr;
        for (const QByteArray &k : keys) {
            m_pending.remove(k);
        }
        if (!rows) {
            // Only a nicety of the list: the row list itself reports network problems. The
            // rows stay unknown and are asked for again when next visible.
            return;
        }
        QSet<QByteArray> answered;
        for (const Core::Row &row : *rows) {
            if (const Core::Cell *cell = row.find(kMetadataColumn)) {
                m_cache.insert(row.key, new Fields(parseMetadata(cell->value)));
                answered.insert(row.key);
            }
        }
        for (const QByteArray &k : keys) {
            if (!answered.contains(k)) {
                m_cache.insert(k, new Fields{}); // no metadata: remembered as absent
            }
        }
        m_model->refreshRows(m_first, m_last);
        Q_EMIT fieldsLoaded(int(keys.size()));
        requestMissing();
    });
}

} // namespace Ei::Models
