#include "tablesession.h"

#include <core/domain/cellcodec.h>
#include <core/domain/tablesetup.h>
#include <core/rows/restrowpagesource.h>
#include <core/rows/rowpagespec.h>
#include <models/profilecolumns.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/rowmetadataloader.h>

namespace Ei::Models {

namespace {

// The row list's columns when the profile names none.
QList<QByteArray> defaultListColumns()
{
    return {QByteArrayLiteral("f:c"),
            QByteArrayLiteral("file:mime"),
            QByteArrayLiteral("file:size"),
            QByteArrayLiteral("grobid0:status_code"),
            QByteArrayLiteral("match0:mstatus"),
            QByteArrayLiteral("match0:doi"),
            QByteArrayLiteral("grobid0:quality")};
}

} // namespace

TableSession::TableSession(QObject *parent)
    : QObject(parent)
{}

TableSession::~TableSession()
{
    // A model cancels its page loads on its source when it dies: models must go first (as children
    // the source, created earlier, would be deleted before them; closing during a load crashed).
    // Also those a closed table left to deleteLater.
    m_model = nullptr;
    qDeleteAll(findChildren<RowListModel *>(Qt::FindDirectChildrenOnly));
}

std::optional<Core::Error> TableSession::open(Core::ConnectionConfig config, const QString &profileName,
                                              const QString &keyFormatName)
{
    close();
    m_table = config.table;
    std::optional<Core::Error> problem;
    auto setup = Core::resolveTableSetup(profileName, keyFormatName, config.table);
    if (!setup) {
        // A profile or key format that no longer exists: say so, and browse with the default.
        problem = setup.error();
        setup = Core::resolveTableSetup(QString(), QString(), config.table);
    }
    if (setup) {
        m_presenter = RowPresenter(setup->profile, setup->keyFormat);
    }
    m_client = new Core::RestClient(std::move(config), this);
    m_gateways = new Core::GatewayPool(m_client, this);
    m_gateways->addGateways(m_client->config().moreGateways);
    connect(m_gateways, &Core::GatewayPool::gatewayResting, this, [this, pool = m_gateways](const QUrl &url) {
        Q_EMIT gatewayResting(url, pool->restMs() / 1000);
    });
    const Core::Profile &profile = m_presenter.profile();
    QList<QByteArray> columns = profile.lightListColumns();
    if (columns.isEmpty()) {
        columns = defaultListColumns();
    }
    if (profile.column("grobid0:reprocess") && !columns.contains("grobid0:reprocess")) {
        columns.append(QByteArrayLiteral("grobid0:reprocess")); // the Status column says "queued"
    }
    m_listColumns = columns;
    m_source = m_rowPages ? m_rowPages(m_client->config().table, columns, valueEncoder(), this)
                          : new Core::RestRowPageSource(m_client, columns, valueEncoder(), this);
    m_model = new RowListModel(m_source, this);
    m_rows = new RowCache(m_client, this);
    m_metadata = new RowMetadataLoader(m_client, m_model, this);
    m_columns = new ProfileColumns(profile, keyFormat(), m_metadata, this);
    Q_EMIT opened();
    return problem;
}

void TableSession::close()
{
    forgetCurrentRow();
    if (m_model) {
        Q_EMIT closing();
    }
    // deleteLater: a reply of theirs may be on the stack.
    for (QObject *old : std::initializer_list<QObject *>{m_columns, m_metadata, m_rows, m_model, m_source,
                                                         m_gateways, m_client}) {
        if (old) {
            old->deleteLater();
        }
    }
    m_columns = nullptr;
    m_metadata = nullptr;
    m_rows = nullptr;
    m_model = nullptr;
    m_source = nullptr;
    m_gateways = nullptr;
    m_client = nullptr;
    m_listColumns.clear();
}

Core::Result<Core::ScanSpec> TableSession::filterScan(bool allColumns) const
{
    if (!m_model) {
        return Core::fail(Core::ErrorKind::Internal, QStringLiteral("no table is open"));
    }
    auto spec = Core::rowPageScanSpec(m_model->query(), QByteArray(), -1, m_listColumns, valueEncoder());
    if (spec) {
        if (allColumns) {
            spec->columns.clear(); // an export carries every column, not the list's light ones
        }
        spec->limit = -1;
        spec->batch = 5000;
    }
    return spec;
}

Core::ValueEncoder TableSession::valueEncoder() const
{
    return [profile = profile()](QByteArray column, QString text) {
        return Core::encodeCellValue(profile, std::move(column), std::move(text));
    };
}

QString TableSession::filterDescription() const
{
    return m_model ? m_model->query().describe() : QString();
}

int TableSession::firstRowToShow(int count) const
{
    for (int i = 0; m_model && i < count; ++i) {
        const Core::Row *r = m_model->rowAt(i);
        if (r && r->find("grobid0:status_code") && r->find("match0:mstatus")) {
            return i;
        }
    }
    return 0;
}

void TableSession::reread(const QByteArray &key, QObject *context,
                          std::function<void(const Core::Row &)> done)
{
    if (!m_rows) {
        return;
    }
    m_rows->invalidate(key);
    m_rows->fetch(key, context, [this, key, done = std::move(done)](const Core::Result<Core::Row> &row) {
        if (!row || !m_model) {
            return;
        }
        QList<Core::Cell> listed;
        for (const Core::Cell &c : row->cells) {
            if (m_listColumns.contains(c.column)) {
                listed.append(c);
            }
        }
        m_model->updateRowCells(key, listed);
        done(*row);
    });
}

bool TableSession::isListed(const QByteArray &key) const
{
    return m_model && m_model->rowOfKey(key) >= 0;
}

QStringList TableSession::doisAfter(const QByteArray &key, int count) const
{
    QStringList dois;
    const int row = m_model ? m_model->rowOfKey(key) : -1;
    for (int ahead = row + 1; row >= 0 && ahead <= row + count; ++ahead) {
        const Core::Row *r = m_model->rowAt(ahead);
        if (const Core::Cell *doi = r ? r->find("match0:doi") : nullptr) {
            dois << QString::fromUtf8(doi->value);
        }
    }
    return dois;
}

void TableSession::prefetchAround(const QByteArray &key, QObject *context,
                                  std::function<void(const Core::Row &)> nextRead)
{
    const int row = m_model ? m_model->rowOfKey(key) : -1;
    if (row < 0) {
        return;
    }
    if (const Core::Row *previous = m_model->rowAt(row - 1)) {
        m_rows->prefetch(previous->key);
    }
    if (const Core::Row *next = m_model->rowAt(row + 1)) {
        m_rows->prefetch(next->key, context,
                         [nextRead = std::move(nextRead)](const Core::Result<Core::Row> &r) {
                             if (r) {
                                 nextRead(*r);
                             }
                         });
    }
}

void TableSession::setCurrentKey(const QByteArray &key)
{
    if (!isOpen() || key.isEmpty() || key == m_currentKey) {
        return;
    }
    m_currentKey = key;
    Q_EMIT currentKeyChanged(key);
    loadCurrentRow();
}

void TableSession::forgetCurrentRow()
{
    m_currentKey.clear();
    ++m_rowGeneration;
}

void TableSession::reloadCurrentRow()
{
    if (isOpen() && !m_currentKey.isEmpty()) {
        loadCurrentRow();
    }
}

void TableSession::loadCurrentRow()
{
    const quint64 generation = ++m_rowGeneration;
    if (const Core::Row *cached = m_rows->cached(m_currentKey)) {
        showLoaded(Core::Row(*cached)); // a copy: showing it may evict it
        return;
    }
    m_rows->fetch(m_currentKey, this,
                  [this, generation, key = m_currentKey](const Core::Result<Core::Row> &row) {
                      if (generation != m_rowGeneration) {
                          return; // the curator moved on
                      }
                      if (!row) {
                          Q_EMIT rowFailed(key, row.error());
                          return;
                      }
                      showLoaded(*row);
                  });
}

void TableSession::showLoaded(const Core::Row &row)
{
    CurrentRow current;
    current.row = row;
    current.decoded = m_presenter.decode(row);
    current.status = m_presenter.status(row, current.decoded);
    current.match = RowPresenter::match(current.decoded);
    if (current.decoded.grobid.hasTei) {
        if (auto parsed = Core::parseTei(current.decoded.grobid.tei)) {
            current.tei = std::move(*parsed);
        } else {
            current.teiProblem = parsed.error().message;
        }
    }
    Q_EMIT rowLoaded(current);
}

void TableSession::rowWritten(const QByteArray &key)
{
    if (!isOpen()) {
        return;
    }
    if (key != m_currentKey) {
        m_rows->invalidate(key);
        return;
    }
    reread(key, this, [this, key](const Core::Row &) {
        if (key == m_currentKey) {
            loadCurrentRow(); // from the row cache, just filled
        }
    });
}

} // namespace Ei::Models
