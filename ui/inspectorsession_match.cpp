// The Match tab's side of the session: the Crossref record of the row's DOI (or of a DOI being
// edited) and its comparison with GROBID's header.
#include <core/crossref/crossrefrecord.h>
#include <core/match/matcher.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/worklist.h>

#include "inspectorsession.h"

namespace Ei::Ui {

void InspectorSession::showMatch(const Core::JournalRow &decoded)
{
    MatchInfo info;
    if (decoded.match) {
        info.mstatus = decoded.match->mstatus;
        info.doi = decoded.match->doi;
        for (const Core::MatchHistoryEntry &h : decoded.match->history) {
            info.history.append({h.rev, h.at, h.by, h.mstatus, h.doi, h.note});
        }
    }
    const QString doi = info.doi.isEmpty() ? m_tei.header.doi : info.doi;
    if (doi.isEmpty()) {
        info.crossrefProblem = tr("This row has no DOI to compare with.");
        m_window->matchView()->setMatch(info);
        m_worklist->onVerdict(decoded.key, QString(), true);
        return;
    }
    lookupCrossref(doi, decoded.key,
                   [this, info, key = decoded.key](const QJsonObject &message, const QString &problem,
                                                   bool pending) mutable {
                       if (!problem.isEmpty()) {
                           info.crossrefProblem = problem;
                       } else {
                           info = comparison(info, message);
                       }
                       m_window->matchView()->setMatch(info);
                       // A review queue with a verdict skips rows whose verdict is another one.
                       m_worklist->onVerdict(key, info.verdict, !pending);
                   });
}

void InspectorSession::previewDoi(const QString &doi)
{
    // A DOI typed in the edit panel: its record and the comparison before anything is saved.
    MatchView *view = m_window->matchView();
    if (doi.isEmpty()) {
        view->showDoiPreview({}, {}); // back to the row's own DOI when the row is shown again
        return;
    }
    lookupCrossref(doi, m_currentKey,
                   [this, view, doi](const QJsonObject &message, const QString &problem, bool) {
                       MatchInfo preview;
                       preview.doi = doi;
                       preview.crossrefProblem = problem;
                       view->showDoiPreview(doi, problem.isEmpty() ? comparison(preview, message) : preview);
                   });
}

void InspectorSession::lookupCrossref(const QString &doi, const QByteArray &key,
                                      std::function<void(const QJsonObject &, const QString &, bool)> done)
{
    if (m_crossrefReply) {
        m_crossrefReply->cancel();
        m_crossrefReply = nullptr;
    }
    if (m_crossref) {
        if (const auto record = m_crossref->record(doi)) {
            done(*record, {}, false);
        } else {
            done({}, tr("No Crossref record is known for %1.").arg(doi), false);
        }
        return;
    }
    if (!m_crossrefClient) {
        done({}, tr("This connection has no Crossref source (edit it in File → Connect…)."), false);
        return;
    }
    done({}, tr("Looking up %1 in Crossref…").arg(doi), true);
    m_crossrefReply = m_crossrefClient->fetch(doi);
    connect(m_crossrefReply, &Core::CrossrefReply::finished, this,
            [this, reply = m_crossrefReply.data(), key, doi, done = std::move(done)] {
                reply->deleteLater();
                const Core::Result<Core::CrossrefWork> &work = reply->result();
                if (key != m_currentKey || (!work && work.error().kind == Core::ErrorKind::Cancelled)) {
                    return;
                }
                if (!work) {
                    done({},
                         work.error().kind == Core::ErrorKind::NotFound
                             ? tr("No Crossref record is known for %1.").arg(doi)
                             : tr("The Crossref record of %1 could not be read: %2")
                                   .arg(doi, work.error().message),
                         false);
                    return;
                }
                done(work->message, {}, false);
            });
}

MatchInfo InspectorSession::comparison(MatchInfo info, const QJsonObject &message) const
{
    const Core::BibHeader crossref = Core::crossrefHeader(message);
    QStringList authors;
    for (const auto &a : crossref.authors) {
        authors.append(a.family);
    }
    info.crossrefProblem.clear();
    info.crossref = CrossrefSummary{crossref.doi,
                                    crossref.title,
                                    authors,
                                    crossref.containerTitle,
                                    crossref.issn.isEmpty() ? crossref.eissn : crossref.issn,
                                    crossref.year ? QString::number(*crossref.year) : QString(),
                                    crossref.volume,
                                    crossref.issue,
                                    crossref.lastPage.isEmpty()
                                        ? crossref.firstPage
                                        : crossref.firstPage + QStringLiteral("–") + crossref.lastPage,
                                    crossref.type};
    if (!m_tei.header.title.isEmpty() || !m_tei.header.doi.isEmpty()) {
        const Core::MatchResult result = Core::compareHeaders(m_tei.header, crossref);
        info.verdict = Core::matchVerdictName(result.verdict);
        info.verdictReasons = result.reasons;
        for (const Core::FieldComparison &f : result.fields) {
            Agreement agreement = !f.known         ? Agreement::Missing
                                  : f.score >= 0.9 ? Agreement::Agree
                                  : f.score >= 0.5 ? Agreement::Partial
                                                   : Agreement::Disagree;
            info.fields.append({f.field, f.grobid, f.crossref, f.known ? f.score : -1.0, f.code, agreement});
        }
    }
    return info;
}

} // namespace Ei::Ui
