#include "teicomparecontroller.h"

#include <QFile>
#include <QFileInfo>
#include <QFuture>
#include <QStatusBar>
#include <QtConcurrentRun>

#include <core/domain/doisearch.h>
#include <core/hbase/restclient.h>
#include <core/hbase/rowexists.h>
#include <core/snapshot/exportrow.h>
#include <core/util/job.h>
#include <models/comparecandidates.h>
#include <models/rowmetadataloader.h>
#include <models/tablesession.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/comparewithdialog.h>
#include <ui/teicompareview.h>
#include <ui/teitab.h>
#include <ui/teiview.h>

namespace Ei::Ui {

namespace {

// Reading the other row's TEI (one GET of a cell that can be megabytes) as a job in the status
// bar: the call's progress, its end, and Cancel closes the comparison.
class TeiReadJob final : public Core::Job
{
public:
    TeiReadJob(const QString &title, Core::Call<Core::Row> *call, std::function<void()> onCancel,
               QObject *parent)
        : Job(title, parent)
        , m_onCancel(std::move(onCancel))
    {
        connect(call, &Core::PendingCall::progress, this,
                [this](qint64 received, qint64 total) { reportProgress(received, total); });
        call->then(this, [this](const Core::Result<Core::Row> &row) { finishJob(Core::outcomeOf(row)); });
    }

    // The owner's cancel cancels the call, whose end finishes the job.
    void cancel() override
    {
        if (!isFinished()) {
            m_onCancel();
        }
    }

private:
    std::function<void()> m_onCancel;
};

} // namespace

namespace {
const QByteArray kTeiColumn = QByteArrayLiteral("grobid0:tei_xml");
const QByteArray kMetadataColumn = QByteArrayLiteral("grobid0:metadata");

using TeiBytes = Core::Result<QByteArray>;

TeiBytes readTeiFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Core::fail(
            Core::ErrorKind::Io,
            TeiCompareController::tr("The TEI file %1 cannot be read: %2").arg(path, file.errorString()));
    }
    return file.readAll();
}

TeiBytes readExportTei(const QString &path, const QByteArray &key, const QString &keyText,
                       const std::shared_ptr<std::atomic_bool> &cancel)
{
    // One pass over the export's rows file: an export of a million rows is not loaded to find one.
    const auto row =
        Core::readExportRow(path, key, {kTeiColumn}, [cancel](qint64, qint64) { return !cancel->load(); });
    if (!row) {
        return Core::fail(
            row.error().kind,
            TeiCompareController::tr("The export %1 cannot be opened: %2").arg(path, row.error().message));
    }
    const Core::Cell *cell = *row ? (*row)->find(kTeiColumn) : nullptr;
    if (!cell) {
        return Core::fail(Core::ErrorKind::NotFound,
                          TeiCompareController::tr("The export %1 has no TEI (grobid0:tei_xml) for row %2.")
                              .arg(path, keyText));
    }
    return cell->value;
}
} // namespace

TeiCompareController::TeiCompareController(const WindowParts &parts, Models::TableSession *table,
                                           QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_table(table)
    , m_candidates(
          new Models::CompareCandidateModel([this](const QByteArray &key) { return rowLabel(key); }, this))
    , m_indexPath(Core::DoiIndex::defaultPath())
{
    connect(parts.tei->view(), &TeiView::compareRequested, this, &TeiCompareController::showDialog);
    connect(parts.tei->compareView(), &TeiCompareView::cancelRequested, this, [this] {
        stop();
        m_parts.tei->closeComparison();
    });
    connect(parts.tei, &TeiTab::comparisonClosed, this, &TeiCompareController::stop);
    // Another table or connection: what is compared is gone.
    connect(table, &Models::TableSession::closing, this, [this] {
        stop();
        if (m_search) {
            m_search->cancel();
        }
        m_parts.tei->closeComparison();
    });
}

TeiCompareController::~TeiCompareController()
{
    stop();
}

void TeiCompareController::setShown(const QByteArray &key, const QString &label, const QByteArray &xml,
                                    const QString &doi)
{
    if (key == m_shownKey && xml == m_shown.xml) {
        return; // the same row shown again (after a write): keep a comparison on screen
    }
    stop();
    m_parts.tei->closeComparison();
    if (m_dialog) {
        m_dialog->reject();
    }
    m_shownKey = key;
    m_shown = {label, xml};
    m_shownDoi = doi;
}

void TeiCompareController::stop()
{
    ++m_generation;
    if (m_cancel) {
        m_cancel->store(true);
        m_cancel.reset();
    }
    if (m_call) {
        m_call->cancel();
    }
    // The status bar's read of a TEI (TeiReadJob) ends with its call.
}

CompareWithDialog *TeiCompareController::dialog() const
{
    return m_dialog;
}

QString TeiCompareController::rowLabel(const QByteArray &key) const
{
    return m_table->presenter().displayKey(key);
}

void TeiCompareController::showDialog()
{
    if (m_shown.xml.isEmpty()) {
        m_parts.statusBar->showMessage(tr("No TEI is shown to compare."), 10000);
        return;
    }
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    m_candidates->reset(m_shownKey);
    auto *dialog = new CompareWithDialog(m_shown.label, m_candidates, m_parts.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog = dialog;
    const bool rows = m_table->client() && !m_shownKey.isEmpty();
    dialog->setRowsOffered(m_table->client() != nullptr);
    connect(dialog, &CompareWithDialog::rowChosen, this, &TeiCompareController::compareWithRow);
    connect(dialog, &CompareWithDialog::keyTyped, this, [this](const QString &text) {
        const auto key = Core::rowKeyFromInput(text, m_table->keyFormat());
        if (!key) {
            fail(tr("'%1' is not a row key of this table: %2").arg(text, key.error().message));
            return;
        }
        compareWithRow(*key);
    });
    connect(dialog, &CompareWithDialog::fileChosen, this, &TeiCompareController::compareWithFile);
    connect(dialog, &CompareWithDialog::exportChosen, this, &TeiCompareController::compareWithExport);
    connect(dialog, &QObject::destroyed, this, [this] {
        if (m_search) {
            m_search->cancel();
        }
    });
    if (!rows) {
        dialog->setSearchStatus(m_table->client()
                                    ? tr("Local files have no rows of the same DOI.")
                                    : tr("No table is open: compare with a TEI file or an export."));
    } else if (m_shownDoi.isEmpty()) {
        dialog->setSearchStatus(tr("This row has no DOI (neither match0:doi nor in its TEI header)."));
    } else {
        startDoiSearch();
    }
    dialog->open();
}

void TeiCompareController::startDoiSearch()
{
    Core::DoiRowSearch::Options options;
    options.indexPath = m_indexPath;
    options.teiHeaderFallback = true;
    auto *search = new Core::DoiRowSearch(m_table->client(), m_shownDoi, options, this);
    m_search = search;
    m_dialog->setSearchStatus(tr("Searching the rows with DOI %1…").arg(m_shownDoi));
    connect(search, &Core::DoiRowSearch::rowsFound, this,
            [this](const QByteArrayList &keys) { m_candidates->addSameDoiRows(keys); });
    connect(search, &Core::DoiRowSearch::finished, this, [this, search] {
        search->deleteLater();
        const Core::Result<QByteArrayList> &result = search->result();
        if (!m_dialog) {
            return;
        }
        if (!result) {
            m_dialog->setSearchStatus(result.error().kind == Core::ErrorKind::Cancelled
                                          ? QString()
                                          : tr("The rows with DOI %1 could not be searched: %2")
                                                .arg(search->doi(), result.error().message));
            return;
        }
        const int others = m_candidates->rowCount();
        m_dialog->setSearchStatus(
            others == 0 ? tr("No other row has DOI %1.").arg(search->doi())
                        : tr("%n other row(s) with DOI %1.", nullptr, others).arg(search->doi()));
        readVersions(m_candidates->keysWithoutVersion());
    });
    search->start();
}

void TeiCompareController::readVersions(const QByteArrayList &keys)
{
    if (keys.isEmpty() || !m_table->client()) {
        return;
    }
    m_table->client()
        ->multiGet(keys, {.columns = {kMetadataColumn}})
        ->then(this, [this, keys, shown = m_shownKey](const Core::Result<Core::CellSet> &rows) {
            if (shown != m_shownKey) {
                return;
            }
            if (!rows) {
                // Versions stay unknown ("…"); the rows can still be compared.
                return;
            }
            for (const Core::Row &row : *rows) {
                const Core::Cell *cell = row.find(kMetadataColumn);
                m_candidates->setGrobidVersion(
                    row.key,
                    cell ? Models::RowMetadataLoader::parseMetadata(cell->value).grobidVersion : QString());
            }
            for (const QByteArray &key : keys) {
                if (m_candidates->keysWithoutVersion().contains(key)) {
                    m_candidates->setGrobidVersion(key, QString()); // no metadata
                }
            }
        });
}

void TeiCompareController::compareWithRow(const QByteArray &key)
{
    if (!m_table->client()) {
        fail(tr("No table is open."));
        return;
    }
    stop();
    const quint64 generation = m_generation;
    const QString label = rowLabel(key);
    const QString what = tr("Reading the TEI of %1…").arg(label);
    m_parts.tei->showComparing(what);
    Core::Call<Core::Row> *call = m_table->client()->getRow(key, {.columns = {kTeiColumn}});
    m_call = call;
    auto *task = new TeiReadJob(
        what, call,
        [this] {
            stop();
            m_parts.tei->closeComparison();
        },
        this);
    connect(task, &Core::Job::finished, task, &QObject::deleteLater);
    m_parts.tasks->addTask(task, 500);
    connect(call, &Core::PendingCall::progress, this,
            [this, what, generation](qint64 received, qint64 total) {
                if (generation == m_generation) {
                    m_parts.tei->showComparing(what, received, total);
                }
            });
    call->then(this, [this, generation, key, label](const Core::Result<Core::Row> &row) {
        if (generation != m_generation) {
            return;
        }
        const Core::Cell *cell = row ? row->find(kTeiColumn) : nullptr;
        if (!cell && (row || row.error().kind == Core::ErrorKind::NotFound)) {
            // A GET of one column cannot tell a missing row from a row without that column.
            explainMissingTei(key, label);
            return;
        }
        if (!row) {
            fail(tr("The TEI of %1 could not be read: %2").arg(label, row.error().message));
            return;
        }
        const qsizetype candidate = m_candidates->keys().indexOf(row->key);
        const QString version = candidate < 0 ? QString()
                                              : m_candidates->index(int(candidate))
                                                    .data(Models::CompareCandidateModel::GrobidVersionRole)
                                                    .toString();
        compareWith({version.isEmpty() ? label : tr("%1 · GROBID %2").arg(label, version), cell->value});
    });
}

void TeiCompareController::explainMissingTei(const QByteArray &key, const QString &label)
{
    const quint64 generation = m_generation;
    Core::Call<bool> *call = Core::rowExists(m_table->client(), key);
    m_call = call;
    call->then(this, [this, generation, label](const Core::Result<bool> &exists) {
        if (generation != m_generation) {
            return;
        }
        if (!exists) {
            fail(tr("The TEI of %1 could not be read: %2").arg(label, exists.error().message));
        } else if (*exists) {
            fail(tr("The row %1 has no TEI (grobid0:tei_xml).").arg(label));
        } else {
            fail(tr("The row %1 does not exist.").arg(label));
        }
    });
}

template<class F>
void TeiCompareController::runOffThread(const QString &what, F work)
{
    stop();
    const quint64 generation = m_generation;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_parts.tei->showComparing(what);
    QtConcurrent::run([work, cancel = m_cancel] {
        return work(cancel);
    }).then(this, [this, generation](const Core::Result<Models::TeiCompareSide> &side) {
        if (generation != m_generation) {
            return;
        }
        if (!side) {
            fail(side.error().message);
            return;
        }
        compareWith(*side);
    });
}

void TeiCompareController::compareWithFile(const QString &path)
{
    runOffThread(tr("Reading %1…").arg(QFileInfo(path).fileName()),
                 [path](const std::shared_ptr<std::atomic_bool> &) -> Core::Result<Models::TeiCompareSide> {
                     auto bytes = readTeiFile(path);
                     if (!bytes) {
                         return std::unexpected(bytes.error());
                     }
                     return Models::TeiCompareSide{QFileInfo(path).fileName(), *bytes};
                 });
}

void TeiCompareController::compareWithExport(const QString &path)
{
    if (m_shownKey.isEmpty()) {
        fail(tr("The TEI shown is not a row's: there is no row to look for in an export."));
        return;
    }
    const QString label = QFileInfo(path).fileName() + u'#' + rowLabel(m_shownKey);
    runOffThread(
        tr("Opening the export %1…").arg(QFileInfo(path).fileName()),
        [path, key = m_shownKey, label, keyText = rowLabel(m_shownKey)](
            const std::shared_ptr<std::atomic_bool> &cancel) -> Core::Result<Models::TeiCompareSide> {
            auto bytes = readExportTei(path, key, keyText, cancel);
            if (!bytes) {
                return std::unexpected(bytes.error());
            }
            return Models::TeiCompareSide{label, *bytes};
        });
}

void TeiCompareController::compareWith(const Models::TeiCompareSide &other)
{
    stop();
    const quint64 generation = m_generation;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_parts.tei->showComparing(tr("Comparing %1 with %2…").arg(m_shown.label, other.label));
    QtConcurrent::run([a = m_shown, b = other, cancel = m_cancel] {
        return Models::compareTeiSides(a, b, [cancel] { return cancel->load(); });
    }).then(this, [this, generation](const Core::Result<Models::TeiComparison> &comparison) {
        if (generation != m_generation) {
            return;
        }
        m_cancel.reset();
        if (!comparison) {
            fail(comparison.error().message);
            return;
        }
        m_parts.tei->showComparison(*comparison);
        Q_EMIT settled();
    });
}

void TeiCompareController::fail(const QString &message)
{
    m_parts.tei->showComparisonProblem(message);
    Q_EMIT settled();
}

} // namespace Ei::Ui
