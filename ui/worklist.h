#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <core/rows/rowquery.h>
#include <ui/windowparts.h>

class QAction;
class QLabel;
class QMenu;
class QWidget;

namespace Ei::Models {
class RowListModel;
class TableSession;
} // namespace Ei::Models

namespace Ei::Ui {

class CurationController;

// A saved filter that becomes a review queue (docs/curation.md, "Worklists").
struct Worklist
{
    QString name;
    Core::RowQuery query; // prefix, key range and predicates (a key-list query is not saved)
    QString verdict;      // empty: any; else only rows whose computed match verdict is this one
};

// Saved worklists, in the application's settings (QSettings, "worklists").
class WorklistStore final
{
public:
    static QList<Worklist> load();
    static void save(const QList<Worklist> &worklists);
    // Adds or replaces (by name).
    static void put(const Worklist &worklist);
    static void remove(const QString &name);
};

// Review mode: the worklist's filter fills the row list and the curator walks it with one key per
// decision — A accept (confirmed), R reject (rejected), F flag (needs-review), S skip — each a
// checked write through the curation controller, then the next row opens (its row, TEI and PDF
// were prefetched while the curator read this one). A bar above the panes shows the worklist,
// the keys and "12 of 80 reviewed". A worklist with a verdict skips rows whose verdict (computed
// client-side by the Match tab from the TEI header and the Crossref record; it is not a stored
// cell) is another one.
class WorklistController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorklistController)

public:
    // None is owned: the open table's row list and current row are read from `table`; its
    // decisions are written through `curation`.
    WorklistController(const WindowParts &parts, Models::TableSession *table, CurationController *curation,
                       QObject *parent = nullptr);
    ~WorklistController() override;

    // Go → Worklists…: save the current filter, list, delete, start.
    void showDialog();
    // Saves the row list's current filter as a worklist.
    bool saveCurrentFilter(const QString &name, const QString &verdict);
    void start(const Worklist &worklist);
    void stop();
    bool isActive() const { return m_active; }

    // The decisions (public for tests): write the status and move on.
    void accept();
    void reject();
    void flag();
    void skip();
    // The shown row's verdict is known (from the Match tab): skips it when the worklist wants another.
    void onVerdict(const QByteArray &key, const QString &verdict, bool final);

    // For the window to place: Go → Worklists… and the decisions; the review strip.
    QList<QAction *> goActions() const { return m_goActions; }
    QWidget *bar() const { return m_bar; }
    QString progressText() const;
    int reviewed() const { return m_reviewed; }
    int skippedByVerdict() const { return m_skippedByVerdict; }
    QList<QAction *> decisionActions() const { return m_decisions; }

private:
    void setModel(Models::RowListModel *model);
    void decide(const QString &mstatus);
    void next();
    void updateBar();

    WindowParts m_parts;
    Models::TableSession *m_table;
    CurationController *m_curation;
    QPointer<Models::RowListModel> m_model;
    Worklist m_worklist;
    bool m_active = false;
    bool m_awaitFirst = false; // the worklist's first page selects its first row
    QByteArray m_verdictKey;   // the last row whose final verdict the Match tab computed
    QString m_verdict;
    int m_reviewed = 0;
    int m_skippedByVerdict = 0;
    QWidget *m_bar = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_progress = nullptr;
    QList<QAction *> m_decisions;
    QList<QAction *> m_goActions;
};

} // namespace Ei::Ui
