#include "lookupcontroller.h"

#include <QStatusBar>

#include <core/domain/doiindex.h>
#include <core/domain/doisearch.h>
#include <core/domain/lookupquery.h>
#include <core/hbase/restclient.h>
#include <models/rowcache.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/banner.h>
#include <ui/lookupbox.h>
#include <ui/rowlistpane.h>

namespace Ei::Ui {

namespace {
constexpr int kMessageMs = 10000;
}

LookupController::LookupController(const WindowParts &parts, Models::TableSession *table, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_table(table)
    , m_indexPath(Core::DoiIndex::defaultPath())
{
    if (parts.lookup) {
        connect(parts.lookup, &LookupBox::lookupRequested, this, &LookupController::lookup);
    }
    connect(table, &Models::TableSession::closing, this, &LookupController::stop);
}

LookupController::~LookupController()
{
    if (m_search) {
        m_search->cancel();
    }
}

void LookupController::stop()
{
    if (m_search) {
        m_search->cancel();
    }
    delete m_waitForList; // it watches the old model
}

void LookupController::showMessage(const QString &text)
{
    m_parts.statusBar->showMessage(text, kMessageMs);
}

void LookupController::lookup(const QString &text)
{
    if (!m_table->isOpen()) {
        showMessage(tr("Nothing to look up in yet: the table is still opening."));
        Q_EMIT lookupFinished(text, 0);
        return;
    }
    auto query = Core::parseLookupQuery(text, m_table->keyFormat());
    if (!query) {
        m_parts.rowList->showLookupNotice(query.error().message);
        Q_EMIT lookupFinished(text, 0);
        return;
    }
    if (query->kind == Core::LookupQuery::Kind::Doi) {
        lookupDoi(*query);
    } else {
        lookupKey(*query);
    }
}

void LookupController::lookupKey(const Core::LookupQuery &query)
{
    const QString shown =
        Core::displayRowKey(query.rowKey, m_table->keyFormat(), Core::Sha1Display::Base32Prefixed);
    if (m_table->isListed(query.rowKey)) {
        m_table->setCurrentKey(query.rowKey); // the list follows
        showMessage(tr("%1 (%2).").arg(shown, query.understoodAs));
        Q_EMIT lookupFinished(shown, 1);
        return;
    }
    // Not among the loaded rows (or not in the table): list just that row, read by key.
    listKeys(tr("Row %1").arg(shown), {query.rowKey}, shown,
             tr("No row has the key %1 (%2).").arg(shown, query.understoodAs));
}

void LookupController::lookupDoi(const Core::LookupQuery &query)
{
    if (m_search) {
        m_search->cancel(); // a new lookup replaces the running one
    }
    Core::DoiRowSearch::Options options;
    options.indexPath = m_indexPath;
    options.teiHeaderFallback = true;
    options.gateways = m_table->gateways(); // region-parallel over the connection's gateways
    options.parallel = m_table->parallelScans();
    auto *search = new Core::DoiRowSearch(m_table->client(), query.doi, options, this);
    m_search = search;
    m_parts.tasks->addTask(search);
    connect(search, &Core::DoiRowSearch::stepStarted, this, [this, search](Core::DoiRowSearch::Source step) {
        if (step == Core::DoiRowSearch::Source::MatchDoi) {
            showMessage(
                tr("Scanning the table for DOI %1 (match0:doi, filtered by the server)…").arg(search->doi()));
        } else if (step == Core::DoiRowSearch::Source::TeiHeader) {
            showMessage(tr("No row has DOI %1 in match0:doi; searching the TEI headers…").arg(search->doi()));
        }
    });
    connect(search, &Core::DoiRowSearch::finished, this, [this, search, how = query.understoodAs] {
        search->deleteLater();
        const QString doi = search->doi();
        const Core::Result<QByteArrayList> &result = search->result();
        if (!result) {
            if (result.error().kind == Core::ErrorKind::Cancelled) {
                showMessage(tr("The lookup of DOI %1 was cancelled.").arg(doi));
            } else {
                m_parts.banner->showError(
                    tr("The lookup of DOI %1 failed: %2").arg(doi, result.error().message), result.error(),
                    false);
            }
            Q_EMIT lookupFinished(doi, 0);
            return;
        }
        const double seconds = double(search->elapsedMs()) / 1000.0;
        QString label = tr("DOI %1").arg(doi);
        switch (search->source()) {
        case Core::DoiRowSearch::Source::Index:
            label = tr("DOI %1 (from the local DOI index)").arg(doi);
            break;
        case Core::DoiRowSearch::Source::TeiHeader:
            label = tr("DOI %1 (in the TEI header, not in match0:doi)").arg(doi);
            break;
        case Core::DoiRowSearch::Source::MatchDoi:
        case Core::DoiRowSearch::Source::None:
            break;
        }
        showMessage(tr("%1: %2 found in %3 s (%4).")
                        .arg(label, QString::number(result->size()), QString::number(seconds, 'f', 1), how));
        listKeys(label, *result, doi,
                 tr("No row has DOI %1 (match0:doi and the TEI headers searched in %2 s).")
                     .arg(doi, QString::number(seconds, 'f', 1)));
    });
    search->start();
}

void LookupController::listKeys(const QString &label, const QByteArrayList &keys, const QString &query,
                                const QString &noneFound)
{
    if (keys.isEmpty()) {
        m_parts.rowList->showLookupNotice(noneFound);
        Q_EMIT lookupFinished(query, 0);
        return;
    }
    delete m_waitForList;
    // The row that becomes current once listed (the list is in key order) is read beside the
    // listing instead of after it: one round trip to the row on screen, not two.
    if (Models::RowCache *rows = m_table->rows()) {
        rows->prefetch(*std::ranges::min_element(keys));
    }
    m_parts.rowList->setKeyFilter(label, keys);
    // The first row is the current one once the list has read it; rows deleted since they were
    // found are absent.
    auto *waiter = new QObject(this);
    m_waitForList = waiter;
    Models::RowListModel *model = m_table->model();
    const quint64 generation = model->generation();
    const auto done = [this, model, waiter, generation, query, noneFound] {
        if (model->generation() != generation || model->isLoading()) {
            if (model->generation() != generation) {
                waiter->deleteLater(); // the curator moved on
            }
            return;
        }
        waiter->deleteLater();
        if (model->rowCount() == 0) {
            m_parts.rowList->clearKeyFilter();
            m_parts.rowList->showLookupNotice(noneFound);
            Q_EMIT lookupFinished(query, 0);
            return;
        }
        if (const Core::Row *first = model->rowAt(0)) {
            m_table->setCurrentKey(first->key); // the list follows
        }
        Q_EMIT lookupFinished(query, model->rowCount());
    };
    connect(model, &Models::RowListModel::loadingChanged, waiter, done);
    connect(model, &Models::RowListModel::loadFailed, waiter, [this, waiter, query] {
        waiter->deleteLater();
        Q_EMIT lookupFinished(query, 0);
    });
}

} // namespace Ei::Ui
