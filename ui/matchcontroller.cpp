#include "matchcontroller.h"

#include <core/domain/journalrow.h>
#include <models/crossreflookup.h>
#include <models/rowpresenter.h>
#include <ui/connectionopener.h>
#include <ui/mainwindow.h>
#include <ui/teipdflink.h>
#include <ui/worklist.h>

namespace Ei::Ui {

using Models::RowPresenter;

MatchController::MatchController(MainWindow *window, WorklistController *worklist, const TeiPdfLink *tei,
                                 std::function<QByteArray()> currentKey, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_worklist(worklist)
    , m_tei(tei)
    , m_crossref(new Models::CrossrefLookup(this))
    , m_currentKey(std::move(currentKey))
{}

MatchController::~MatchController() = default;

void MatchController::setConnection(const OpenedConnection &connection)
{
    if (connection.crossrefRecords) {
        m_crossref->setLocalRecords(connection.crossrefRecords);
    } else if (connection.crossrefSource) {
        m_crossref->setSource(*connection.crossrefSource, connection.crossrefTimeout,
                              connection.crossrefPassword);
    }
}

void MatchController::clear()
{
    m_crossref->clear();
}

void MatchController::showRow(const Core::JournalRow &decoded)
{
    Models::MatchInfo info = RowPresenter::match(decoded);
    const QString doi = RowPresenter::doiToCompare(info, m_tei->document());
    if (doi.isEmpty()) {
        info.crossrefProblem = RowPresenter::noDoiText();
        m_window->showMatch(info);
        m_worklist->onVerdict(decoded.key, QString(), true);
        return;
    }
    m_crossref->lookup(doi,
                       [this, info, key = decoded.key](const Models::CrossrefLookup::Answer &answer) mutable {
                           if (key != m_currentKey()) {
                               return;
                           }
                           if (!answer.problem.isEmpty()) {
                               info.crossrefProblem = answer.problem;
                           } else {
                               info = RowPresenter::compared(info, m_tei->document().header, answer.message);
                           }
                           m_window->showMatch(info);
                           // A review queue with a verdict skips rows whose verdict is another one.
                           m_worklist->onVerdict(key, info.verdict, !answer.pending);
                       });
}

void MatchController::previewDoi(const QString &doi)
{
    if (doi.isEmpty()) {
        m_window->showDoiPreview({}, {}); // back to the row's own DOI when the row is shown again
        return;
    }
    m_crossref->lookup(doi, [this, doi, key = m_currentKey()](const Models::CrossrefLookup::Answer &answer) {
        if (key != m_currentKey()) {
            return;
        }
        Models::MatchInfo preview;
        preview.doi = doi;
        preview.crossrefProblem = answer.problem;
        m_window->showDoiPreview(
            doi, answer.problem.isEmpty()
                     ? RowPresenter::compared(preview, m_tei->document().header, answer.message)
                     : preview);
    });
}

void MatchController::prefetch(const QStringList &dois)
{
    m_crossref->prefetch(dois);
}

} // namespace Ei::Ui
