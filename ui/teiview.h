#pragma once

#include <atomic>
#include <memory>

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QWidget>

#include <core/tei/prettyprint.h>
#include <models/rowviewstate.h>

class QAction;
class QLabel;
class QSplitter;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace Ei::Ui {

class FindBar;
class XmlEditor;

// The TEI tab: highlighted read-only XML with line numbers, a find bar, pretty-printing, an
// outline panel and copy/save.
//
// Big documents never freeze the GUI: the text goes into the document in chunks, one per
// event-loop turn, and the KSyntaxHighlighting highlighter (attached while the document is
// empty) only highlights the blocks each chunk adds. Pretty-printing runs on a worker thread.
class TeiView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeiView)

public:
    explicit TeiView(QWidget *parent = nullptr);
    ~TeiView() override;

    // Shows `xml` (UTF-8 bytes as stored in grobid0:tei_xml). Keeps the scroll position when
    // `keepScroll` (the next row of a worklist), else starts at the top.
    void setXml(const QByteArray &xml, bool keepScroll = false);
    void clear();
    // Offsets are positions in the decoded document text (UTF-16 code units of the QString made
    // from the UTF-8 bytes), as the TEI parser counts them.
    void setOutline(const QList<Models::OutlineItem> &items);
    // A one-line reason shown instead of text (no TEI in this row, oversize, …).
    void setPlaceholder(const QString &message);
    // The KSyntaxHighlighting theme in use: the one matching the palette (Breeze Dark on a dark one).
    QString themeName() const;
    // A line above the text saying where the TEI came from when it is not the row's cell (a blob
    // store); cleared by setXml()/clear().
    void setOrigin(const QString &text);
    QString origin() const;

    QString sourceText() const { return m_source; }
    QString displayedText() const;
    bool isLoading() const;
    bool isPrettyPrinted() const { return m_prettyOn; }
    int matchCount() const { return m_matchCount; }
    // The longest single GUI-thread step of the last load, in ms (the freeze budget is 100 ms).
    qint64 longestLoadStepMs() const { return m_longestStepMs; }

    XmlEditor *editor() const { return m_editor; }
    FindBar *findBar() const { return m_findBar; }
    QTreeWidget *outlineTree() const { return m_outline; }
    QAction *findAction() const { return m_findAction; }
    QAction *prettyAction() const { return m_prettyAction; }
    // Compare With… (Ctrl+Shift+D): enabled while a TEI is shown; emits compareRequested().
    QAction *compareAction() const { return m_compareAction; }
    QAction *wrapAction() const { return m_wrapAction; }
    QAction *outlineAction() const { return m_outlineAction; }
    QList<QAction *> viewActions() const;

public Q_SLOTS:
    void setPrettyPrinted(bool on);
    // Selects [begin, end) of the source text and scrolls it into view; end <= begin selects the
    // whole element starting at begin. Works while loading (applied once the text is there).
    void revealSourceRange(qint64 begin, qint64 end);
    void findNext();
    void findPrevious();
    void copyAll();
    void saveAs();

Q_SIGNALS:
    // The user clicked inside the element whose start tag begins at `sourceOffset`.
    void elementActivated(qint64 sourceOffset);
    // Compare With… was asked for (the shown TEI against another row's, a file's or an export's).
    void compareRequested();
    void loadFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void startLoading(const QString &text);
    void clearDocument();
    void loadNextChunk();
    void appendPiece();
    void finishLoading();
    void onSearchChanged();
    void find(bool backwards);
    void onClicked(int position);
    void onOutlineActivated(QTreeWidgetItem *item);
    void applyTheme();
    void updateInfo();
    qint64 toDisplay(qint64 source) const;
    qint64 toSource(qint64 display) const;
    void selectDisplayRange(qint64 begin, qint64 end);

    XmlEditor *m_editor = nullptr;
    FindBar *m_findBar = nullptr;
    QTreeWidget *m_outline = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_info = nullptr;
    QLabel *m_origin = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_prettyAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_outlineAction = nullptr;
    QAction *m_wrapAction = nullptr; // soft-wraps long lines (View → Wrap TEI Lines)
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
    QTimer *m_chunkTimer = nullptr;
    QFutureWatcher<Core::PrettyPrinted> m_prettyWatcher;
    std::shared_ptr<std::atomic_bool> m_prettyCancel;

    QByteArray m_raw;
    QString m_source;
    Core::PrettyPrinted m_pretty;
    bool m_prettyReady = false;
    bool m_prettyOn = false;
    quint64 m_generation = 0;
    QString m_loading; // the text being streamed into the editor
    qint64 m_loadPos = 0;
    int m_restoreScroll = -1;
    qint64 m_longestStepMs = 0;
    QElapsedTimer m_loadClock;
    std::optional<std::pair<qint64, qint64>> m_pendingReveal; // display positions
    int m_matchCount = 0;
};

} // namespace Ei::Ui
