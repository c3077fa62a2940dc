#pragma once

#include <QWidget>

#include <models/teicomparison.h>

class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableView;

namespace Ei::Ui {

class XmlEditor;

// The TEI tab while comparing: the structural summary on top (what differs, reference counts,
// figures, coordinates), below it the two pretty-printed documents side by side with their
// changed lines highlighted, scrolling together (a line stays level with its counterpart). While
// the other side is read or the comparison computed it shows progress and Cancel; a problem is
// said in its place. Close (or Esc) returns to the normal TEI tab.
class TeiCompareView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeiCompareView)

public:
    explicit TeiCompareView(QWidget *parent = nullptr);
    ~TeiCompareView() override;

    // Busy: `text` with a progress bar (total < 0: unknown) and Cancel.
    void showProgress(const QString &text, qint64 done = 0, qint64 total = -1);
    void showProblem(const QString &message);
    void showComparison(const Models::TeiComparison &comparison);

    // Long lines wrap at the panes' edge instead of scrolling sideways (the TEI tab's Wrap TEI
    // Lines, View → Wrap TEI Lines, applies here too).
    void setWrapLines(bool wrap);
    bool wrapsLines() const;

    QString headline() const;
    QLabel *headlineLabel() const { return m_headline; }
    QString problem() const;
    bool isBusy() const;
    XmlEditor *editorA() const { return m_editors[0]; }
    XmlEditor *editorB() const { return m_editors[1]; }
    QTableView *summaryView() const { return m_summaryView; }
    const Models::TeiDiffSummaryModel *summary() const { return m_summary; }
    // The block numbers drawn as changed on side 0 (A) or 1 (B).
    QList<int> highlightedLines(int side) const;

Q_SIGNALS:
    void closeRequested();
    void cancelRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void setHeadline(const QString &text);
    void highlight(int side, const QList<bool> &changed);
    void follow(int from, int value);
    void applyColours();

    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_notes = nullptr;
    QTableView *m_summaryView = nullptr;
    Models::TeiDiffSummaryModel *m_summary = nullptr;
    QSplitter *m_body = nullptr;
    XmlEditor *m_editors[2] = {nullptr, nullptr};
    QLabel *m_titles[2] = {nullptr, nullptr};
    QList<bool> m_changed[2];
    QList<int> m_toOther[2]; // aToB, bToA
    bool m_following = false;
};

} // namespace Ei::Ui
