#pragma once

#include <functional>

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

namespace Ei::Core {
struct JournalRow;
} // namespace Ei::Core

namespace Ei::Models {
class CrossrefLookup;
} // namespace Ei::Models

namespace Ei::Ui {

class MainWindow;
class TeiPdfLink;
class WorklistController;
struct OpenedConnection;

// The Match tab's Crossref side: the record of the shown row's DOI (or of a DOI typed in the edit
// panel) compared with the row's match cells and its TEI header, the verdict told to a running
// worklist, and the records of the rows ahead read in advance. An answer that comes when the
// curator has moved to another row is dropped.
class MatchController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatchController)

public:
    // `tei`: the shown TEI, whose header the record is compared with; `currentKey`: the row the
    // window is on (or on its way to).
    MatchController(MainWindow *window, WorklistController *worklist, const TeiPdfLink *tei,
                    std::function<QByteArray()> currentKey, QObject *parent = nullptr);
    ~MatchController() override;

    // The connection's Crossref: in-process records (the demo, an opened export) or a source.
    void setConnection(const OpenedConnection &connection);
    // The connection closed: no records anywhere; a lookup under way is cancelled.
    void clear();

    // The shown row: its match cells now, the comparison with its Crossref record when it arrives.
    void showRow(const Core::JournalRow &decoded);
    // A DOI typed in the edit panel: its record and the comparison before anything is saved.
    void previewDoi(const QString &doi);
    // The DOIs of the rows ahead: one statement for the database source.
    void prefetch(const QStringList &dois);

private:
    MainWindow *m_window;
    WorklistController *m_worklist;
    const TeiPdfLink *m_tei;
    Models::CrossrefLookup *m_crossref;
    std::function<QByteArray()> m_currentKey;
};

} // namespace Ei::Ui
