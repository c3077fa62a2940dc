#pragma once

#include <functional>

#include <QObject>
#include <QPointer>

#include <core/domain/doisearch.h>
#include <core/domain/rowkey.h>
#include <ui/windowparts.h>

namespace Ei::Core {
struct LookupQuery;
} // namespace Ei::Core

namespace Ei::Models {
class TableSession;
}

namespace Ei::Ui {

// The lookup box's logic (Ctrl+L; docs/lookup.md). What the curator typed or pasted is read by
// Core::parseLookupQuery:
// - a row key (a SHA-1 in any spelling, a link carrying one) becomes the table's current row when
//   it is loaded (the list follows), else the list shows just that row ("Row sha1:…: 1 row — Clear");
// - a DOI starts a Core::DoiRowSearch (local index, server-side scan on match0:doi, then the TEI
//   headers) shown in the status bar with progress and cancel; its rows become the list
//   ("DOI 10.x/…: 3 rows — Clear") and the first is the current row; none found is said in the
//   same line.
// It listens to the lookup box and talks to the row list, the status bar and the banner directly.
class LookupController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LookupController)

public:
    // Looks up in `table` (not owned): until it is open, lookups only say why they cannot run.
    LookupController(const WindowParts &parts, Models::TableSession *table, QObject *parent = nullptr);
    ~LookupController() override;

    // Where the DOI index lives (tests); default Core::DoiIndex::defaultPath().
    void setDoiIndexPath(const QString &path) { m_indexPath = path; }

    void lookup(const QString &text);
    Core::DoiRowSearch *runningSearch() const { return m_search; }

Q_SIGNALS:
    // A lookup ended: `rows` rows are listed (0: nothing found, or it failed or was cancelled).
    void lookupFinished(const QString &query, int rows);

private:
    void lookupKey(const Core::LookupQuery &query);
    void lookupDoi(const Core::LookupQuery &query);
    void listKeys(const QString &label, const QByteArrayList &keys, const QString &query,
                  const QString &noneFound);
    void showMessage(const QString &text);

    void stop();

    WindowParts m_parts;
    Models::TableSession *m_table;
    QString m_indexPath;
    QPointer<Core::DoiRowSearch> m_search;
    QPointer<QObject> m_waitForList; // the pending "select the first listed row" connection
};

} // namespace Ei::Ui
