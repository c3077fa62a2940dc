#pragma once

#include <QByteArray>
#include <QList>
#include <QStackedWidget>

#include <models/rowviewstate.h>

namespace Ei::Models {
struct TeiComparison;
} // namespace Ei::Models

namespace Ei::Ui {

class TeiCompareView;
class TeiView;

// The TEI tab: the shown TEI (TeiView), or while TEI → Compare With… runs, the comparison
// (TeiCompareView) in its place until closed. It says when the comparison opens or closes, so the
// window can give it the PDF pane's width, and when it wants to be the tab in front.
class TeiTab final : public QStackedWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeiTab)

public:
    explicit TeiTab(QWidget *parent = nullptr);
    ~TeiTab() override;

    TeiView *view() const { return m_view; }
    TeiCompareView *compareView() const { return m_compare; }

    void showTei(const QByteArray &xml, const QList<Models::OutlineItem> &outline);
    // A one-line reason shown instead of TEI text (no TEI in this row, …).
    void showPlaceholder(const QString &message);
    // Shows [begin, end) of the TEI's source text (end <= begin: the element starting at begin),
    // leaving a comparison.
    void revealSource(qint64 begin, qint64 end);

    // The comparison: busy with progress and Cancel, the result, or why there is none.
    void showComparing(const QString &text, qint64 done = 0, qint64 total = -1);
    void showComparison(const Models::TeiComparison &comparison);
    void showComparisonProblem(const QString &message);
    void closeComparison();
    bool isComparing() const;

Q_SIGNALS:
    void comparingChanged(bool comparing);
    // Something here the curator asked for is on screen: the tab should be in front.
    void wantsFront();
    // The comparison's Close (it is closed already).
    void comparisonClosed();

private:
    void openComparison();

    TeiView *m_view;
    TeiCompareView *m_compare;
};

} // namespace Ei::Ui
