#include "matchcontroller.h"

#include <core/domain/journalrow.h>
#include <models/crossreflookup.h>
#include <models/crossrefreadahead.h>
#include <models/rowpresenter.h>
#include <models/tablesession.h>
#include <ui/connectionopener.h>
#include <ui/curationcontroller.h>
#include <ui/matcheditpanel.h>
#include <ui/matchview.h>
#include <ui/worklist.h>

namespace Ei::Ui {

using Models::RowPresenter;

MatchController::MatchController(const WindowParts &parts, Models::TableSession *table,
                                 WorklistController *worklist, CurationController *curation, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_table(table)
    , m_worklist(worklist)
    , m_crossref(new Models::CrossrefLookup(this))
{
    MatchEditPanel *panel = parts.match->editPanel();
    panel->setEditable(curation->isEditable(), curation->notEditableReason());
    connect(curation, &CurationController::vocabulariesChanged, panel, &MatchEditPanel::setVocabularies);
    connect(curation, &CurationController::editabilityChanged, panel, &MatchEditPanel::setEditable);
    connect(panel, &MatchEditPanel::matchEditRequested, curation, &CurationController::editMatch);
    connect(panel, &MatchEditPanel::qualityEditRequested, curation, &CurationController::editQuality);
    connect(panel, &MatchEditPanel::doiPreviewRequested, this, &MatchController::previewDoi);
    connect(table, &Models::TableSession::rowLoaded, this, &MatchController::showRow);
    // Made after the connection above: the records of the rows ahead are asked for once the shown
    // row's own is.
    new Models::CrossrefReadAhead(table, m_crossref, this);
}

MatchController::~MatchController() = default;

void MatchController::setConnection(const OpenedConnection &connection)
{
    if (connection.crossrefRecords) {
        m_crossref->setLocalRecords(connection.crossrefRecords);
    } else if (connection.crossrefSource) {
        m_crossref->setSource(*connection.crossrefSource, connection.crossrefTimeout,
                              connection.crossrefPassword, connection.config.auth);
    }
}

void MatchController::clear()
{
    m_crossref->clear();
    m_shown = {};
    m_teiHeader = {};
    m_parts.match->setMatch(Models::MatchInfo{});
}

void MatchController::showRow(const Models::CurrentRow &current)
{
    const Core::JournalRow &decoded = current.decoded;
    m_shown = current.match;
    m_teiHeader = current.tei.header;
    m_parts.match->editPanel()->setValues(decoded.match ? decoded.match->mstatus : QString(),
                                          decoded.match ? decoded.match->doi : QString(),
                                          decoded.quality ? decoded.quality->quality : QString());
    Models::MatchInfo info = current.match;
    const QString doi = RowPresenter::doiToCompare(info, current.tei);
    if (doi.isEmpty()) {
        info.crossrefProblem = RowPresenter::noDoiText();
        m_parts.match->setMatch(info);
        m_worklist->onVerdict(decoded.key, QString(), true);
    } else {
        m_crossref->lookup(doi, [this, info, key = decoded.key, header = current.tei.header](
                                    const Models::CrossrefLookup::Answer &answer) mutable {
            if (key != m_table->currentKey()) {
                return;
            }
            if (!answer.problem.isEmpty()) {
                info.crossrefProblem = answer.problem;
            } else {
                info = RowPresenter::compared(info, header, answer.message);
            }
            m_parts.match->setMatch(info);
            // A review queue with a verdict skips rows whose verdict is another one.
            m_worklist->onVerdict(key, info.verdict, !answer.pending);
        });
    }
}

void MatchController::previewDoi(const QString &doi)
{
    if (doi.isEmpty()) {
        m_parts.match->showDoiPreview({}, {}); // back to the row's own DOI when the row is shown again
        return;
    }
    m_crossref->lookup(doi, [this, doi,
                             key = m_table->currentKey()](const Models::CrossrefLookup::Answer &answer) {
        if (key != m_table->currentKey()) {
            return;
        }
        Models::MatchInfo preview;
        preview.doi = doi;
        preview.crossrefProblem = answer.problem;
        m_parts.match->showDoiPreview(doi, answer.problem.isEmpty()
                                               ? RowPresenter::compared(preview, m_teiHeader, answer.message)
                                               : preview);
    });
}

} // namespace Ei::Ui
