#pragma once

#include <QObject>
#include <QStringList>

#include <core/tei/bibheader.h>
#include <models/rowviewstate.h>
#include <ui/windowparts.h>

namespace Ei::Models {
class CrossrefLookup;
class TableSession;
struct CurrentRow;
} // namespace Ei::Models

namespace Ei::Ui {

class CurationController;
class WorklistController;
struct OpenedConnection;

// The owner of the Match tab (MatchView and its edit panel), and nothing else shows anything
// there. For the current row of the TableSession: its match cells at once, then the comparison
// with its Crossref record (of match0:doi, else of the TEI header's DOI) and the verdict, which a
// running worklist is told; the edit panel's values, words and editability (from the
// CurationController, which carries out the edits the panel asks for); a DOI typed in the panel
// previewed with its record before anything is saved. An answer that comes when the curator has
// moved to another row is dropped. The records of the rows ahead are read in advance by its
// Models::CrossrefReadAhead, beside it (not a step of showing the row).
class MatchController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatchController)

public:
    // None is owned. `tei`: the TEI tab's document, whose header the record is compared with (it
    // hears of a row before this controller).
    MatchController(const WindowParts &parts, Models::TableSession *table, WorklistController *worklist,
                    CurationController *curation, QObject *parent = nullptr);
    ~MatchController() override;

    // The connection's Crossref: in-process records (the demo, an opened export) or a source.
    void setConnection(const OpenedConnection &connection);
    // The connection closed: no records anywhere, an empty tab; a lookup under way is cancelled.
    void clear();
    // The shown row's match cells (its DOI for Compare With…).
    const Models::MatchInfo &shownMatch() const { return m_shown; }

    // A DOI typed in the edit panel: its record and the comparison before anything is saved.
    void previewDoi(const QString &doi);

private:
    void showRow(const Models::CurrentRow &current);

    WindowParts m_parts;
    Models::TableSession *m_table;
    WorklistController *m_worklist;
    Core::BibHeader m_teiHeader; // the shown row's GROBID header, compared with Crossref records
    Models::CrossrefLookup *m_crossref;
    Models::MatchInfo m_shown;
};

} // namespace Ei::Ui
