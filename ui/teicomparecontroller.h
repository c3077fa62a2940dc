#pragma once

#include <atomic>
#include <functional>
#include <memory>

#include <QObject>
#include <QPointer>

#include <core/domain/rowkey.h>
#include <core/util/result.h>
#include <models/teicomparison.h>
#include <ui/windowparts.h>

namespace Ei::Core {
class DoiRowSearch;
class PendingCall;
class RestClient;
} // namespace Ei::Core

namespace Ei::Models {
class CompareCandidateModel;
class TableSession;
} // namespace Ei::Models

namespace Ei::Ui {

class CompareWithDialog;

// TEI → Compare With… for one window. It offers the rows with the shown row's DOI (found by
// Core::DoiRowSearch, their GROBID versions read from grobid0:metadata in one multi-get), a row by
// key, a TEI file or the same row in an export; reads the other side without blocking (a row
// over REST with progress and Cancel in the TEI tab and the status bar; a file or an export on a
// worker thread), then parses, pretty-prints and diffs both on a worker thread
// (Models::compareTeiSides) and shows the result in the TEI tab. A new row shown, Close or
// Cancel drops what is still running.
class TeiCompareController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeiCompareController)

public:
    // The owner of the TEI tab's comparison. Rows are read from `table` (not owned) while it is
    // open, their keys spelled as the row list does.
    TeiCompareController(const WindowParts &parts, Models::TableSession *table, QObject *parent = nullptr);
    ~TeiCompareController() override;
    // What the TEI tab shows now: a row's TEI (`key`, its DOI from match0:doi or the TEI header)
    // or a local file's (empty key). Closes a comparison of the previous one.
    void setShown(const QByteArray &key, const QString &label, const QByteArray &xml, const QString &doi);
    void setDoiIndexPath(const QString &path) { m_indexPath = path; }

    // Opens the dialog (TEI → Compare With…), or says in the status bar why not.
    void showDialog();
    // What the dialog's choices do.
    void compareWithRow(const QByteArray &key);
    void compareWithFile(const QString &path);
    void compareWithExport(const QString &path);

    CompareWithDialog *dialog() const;
    Models::CompareCandidateModel *candidates() const { return m_candidates; }

Q_SIGNALS:
    // A comparison or a problem is on screen (for tests and the screenshot hook).
    void settled();

private:
    void stop();
    void startDoiSearch();
    void readVersions(const QByteArrayList &keys);
    void compareWith(const Models::TeiCompareSide &other);
    void explainMissingTei(const QByteArray &key, const QString &label);
    void fail(const QString &message);
    QString rowLabel(const QByteArray &key) const;
    template<class F>
    void runOffThread(const QString &what, F work);

    WindowParts m_parts;
    Models::TableSession *m_table;
    Models::CompareCandidateModel *m_candidates;
    QPointer<CompareWithDialog> m_dialog;
    QPointer<Core::DoiRowSearch> m_search;
    QPointer<Core::PendingCall> m_call;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QString m_indexPath;
    QByteArray m_shownKey;
    Models::TeiCompareSide m_shown;
    QString m_shownDoi;
    quint64 m_generation = 0;
};

} // namespace Ei::Ui
