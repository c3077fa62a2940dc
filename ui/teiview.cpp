#include "teiview.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QSaveFile>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTextBlock>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrentRun>

#include <ui/accessiblenames.h>
#include <ui/findbar.h>
#include <ui/screenfit.h>
#include <ui/syntaxrepository.h>
#include <ui/xmleditor.h>

namespace Ei::Ui {

using Models::OutlineItem;
using Models::OutlineKind;

namespace {
// Text is appended in pieces of about kChunkChars until kStepBudgetMs have passed, then the event
// loop gets a turn. Highlighting GROBID's long lines runs at roughly 0.5 MB/s, so a piece costs
// ~15 ms and a step stays well under the 100 ms freeze budget on slow (sanitizer) builds too.
constexpr qint64 kChunkChars = 8 * 1024;
constexpr qint64 kStepBudgetMs = 20;
// Above this the pretty-printer runs on a worker thread.
constexpr qint64 kSyncPrettyLimit = 256 * 1024;

enum Roles
{
    OffsetRole = Qt::UserRole + 1,
};

QString kindName(int kind)
{
    switch (OutlineKind(kind)) {
    case OutlineKind::Header:
        return TeiView::tr("Header");
    case OutlineKind::Section:
        return TeiView::tr("Section");
    case OutlineKind::Reference:
        return TeiView::tr("Reference");
    case OutlineKind::Figure:
        return TeiView::tr("Figure");
    case OutlineKind::Formula:
        return TeiView::tr("Formula");
    case OutlineKind::Other:
        break;
    }
    return {};
}

// The start of the innermost element enclosing `pos`, or -1. Walks tags backwards counting
// nesting, so it costs the distance to that element's start tag.
qint64 elementStartAt(const QString &s, qint64 pos)
{
    const qint64 lt = s.lastIndexOf(u'<', pos);
    const qint64 gt = pos > 0 ? s.lastIndexOf(u'>', pos - 1) : -1;
    int depth = 0;
    qint64 i = pos;
    if (lt >= 0 && lt > gt) { // inside a tag
        if (s.mid(lt, 2) != u"</" && s.mid(lt, 2) != u"<?" && s.mid(lt, 2) != u"<!") {
            return lt;
        }
        i = lt;
        if (s.mid(lt, 2) == u"</") {
            depth = 1;
        }
    }
    while (i > 0) {
        const qint64 open = s.lastIndexOf(u'<', i - 1);
        if (open < 0) {
            return -1;
        }
        const qint64 close = s.indexOf(u'>', open);
        const QStringView token = QStringView(s).mid(open, (close < 0 ? s.size() : close + 1) - open);
        if (token.startsWith(u"</")) {
            ++depth;
        } else if (!token.startsWith(u"<?") && !token.startsWith(u"<!") && !token.endsWith(u"/>")) {
            if (depth == 0) {
                return open;
            }
            --depth;
        }
        i = open;
    }
    return -1;
}

// The end (exclusive) of the element whose start tag begins at `start`.
qint64 elementEndFrom(const QString &s, qint64 start)
{
    qint64 i = start;
    int depth = 0;
    while (i >= 0 && i < s.size()) {
        const qint64 open = s.indexOf(u'<', i);
        if (open < 0) {
            break;
        }
        const qint64 close = s.indexOf(u'>', open);
        if (close < 0) {
            break;
        }
        const QStringView token = QStringView(s).mid(open, close + 1 - open);
        if (token.startsWith(u"</")) {
            if (--depth == 0) {
                return close + 1;
            }
        } else if (!token.startsWith(u"<?") && !token.startsWith(u"<!")) {
            if (token.endsWith(u"/>")) {
                if (depth == 0) {
                    return close + 1;
                }
            } else {
                ++depth;
            }
        }
        i = close + 1;
    }
    const qint64 close = s.indexOf(u'>', start);
    return close < 0 ? start : close + 1;
}
} // namespace

TeiView::TeiView(QWidget *parent)
    : QWidget(parent)
    , m_editor(new XmlEditor(this))
    , m_findBar(new FindBar(this))
    , m_outline(new QTreeWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_info(new QLabel(this))
    , m_chunkTimer(new QTimer(this))
{
    auto *toolbar = new QToolBar(this);
    toolbar->setIconSize(QSize(16, 16));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    // On a narrow screen the XML beside the PDF is only ~300 px wide: the outline starts closed and
    // long lines wrap (both remembered once the curator changes them).
    QSettings settings;
    const bool narrow = isNarrowScreen();
    m_outlineAction = toolbar->addAction(QIcon::fromTheme(QStringLiteral("view-list-tree")), tr("Outline"));
    m_outlineAction->setObjectName(QStringLiteral("teiOutlineAction"));
    m_outlineAction->setCheckable(true);
    m_outlineAction->setChecked(settings.value(QStringLiteral("tei/outlineVisible"), !narrow).toBool());
    m_outlineAction->setToolTip(tr("Show the outline of header, sections, references and figures"));
    m_prettyAction =
        toolbar->addAction(QIcon::fromTheme(QStringLiteral("format-indent-more")), tr("Pretty-print"));
    m_prettyAction->setCheckable(true);
    m_prettyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_prettyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_prettyAction->setToolTip(tr("Re-indent the XML one element per line (the stored bytes are unchanged)"));
    m_findAction = toolbar->addAction(QIcon::fromTheme(QStringLiteral("edit-find")), tr("Find…"));
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    // Before Copy and Save: in a narrow tab the toolbar's overflow (») takes the last buttons.
    m_compareAction =
        toolbar->addAction(QIcon::fromTheme(QStringLiteral("document-compare")), tr("Compare With…"));
    m_compareAction->setObjectName(QStringLiteral("compareTeiAction"));
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_compareAction->setToolTip(
        tr("Compare this TEI with another row's (the same DOI's rows first), a TEI file or an export's"));
    m_copyAction = toolbar->addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy All"));
    m_copyAction->setToolTip(tr("Copy the whole TEI document to the clipboard"));
    m_saveAction = toolbar->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save As…"));
    m_saveAction->setToolTip(tr("Save the TEI exactly as stored"));
    // View menu only: the toolbar is full already.
    m_wrapAction =
        new QAction(QIcon::fromTheme(QStringLiteral("format-text-wrap")), tr("&Wrap TEI Lines"), this);
    m_wrapAction->setObjectName(QStringLiteral("teiWrapAction"));
    m_wrapAction->setCheckable(true);
    m_wrapAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Z)); // as in Visual Studio Code
    m_wrapAction->setToolTip(tr("Wrap long XML lines at the edge of the view instead of scrolling sideways"));
    m_wrapAction->setChecked(settings.value(QStringLiteral("tei/wrapLines"), narrow).toBool());
    nameToolBarOverflow(toolbar);
    auto *spacer = new QWidget(toolbar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    toolbar->addWidget(m_info);

    auto *next = new QAction(tr("Find Next"), this);
    next->setShortcut(QKeySequence::FindNext);
    next->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto *previous = new QAction(tr("Find Previous"), this);
    previous->setShortcut(QKeySequence::FindPrevious);
    previous->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(next);
    addAction(previous);

    m_outline->setHeaderLabels({tr("Element"), tr("Kind")});
    m_outline->header()->setStretchLastSection(false);
    m_outline->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_outline->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_outline->setUniformRowHeights(true);
    // The groups already say what a node is; the kind stays in the tooltip, the label gets the width.
    m_outline->setColumnHidden(1, true);
    m_outline->setHeaderHidden(true);
    m_outline->setAccessibleName(tr("TEI outline"));
    m_editor->setAccessibleName(tr("TEI XML"));
    m_editor->setAccessibleDescription(tr("The row's GROBID TEI document, read-only"));
    m_splitter->addWidget(m_outline);
    m_splitter->addWidget(m_editor);
    // Both sides give up width as the tab narrows (with a fixed outline a narrow window left the
    // XML a few characters wide).
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({220, 440});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar);
    m_origin = new QLabel(this);
    m_origin->setObjectName(QStringLiteral("teiOrigin"));
    m_origin->setWordWrap(true);
    m_origin->setContentsMargins(6, 2, 6, 2);
    m_origin->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_origin->hide();
    layout->addWidget(m_origin);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_findBar);
    m_findBar->hide();

    m_highlighter = new KSyntaxHighlighting::SyntaxHighlighter(m_editor->document());
    m_highlighter->setDefinition(syntaxRepository().definitionForName(QStringLiteral("XML")));
    applyTheme();

    m_outline->setVisible(m_outlineAction->isChecked());
    m_editor->setLineWrapMode(m_wrapAction->isChecked() ? QPlainTextEdit::WidgetWidth
                                                        : QPlainTextEdit::NoWrap);
    connect(m_outlineAction, &QAction::toggled, this, [this](bool on) {
        m_outline->setVisible(on);
        QSettings().setValue(QStringLiteral("tei/outlineVisible"), on);
    });
    connect(m_wrapAction, &QAction::toggled, this, [this](bool on) {
        m_editor->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
        QSettings().setValue(QStringLiteral("tei/wrapLines"), on);
    });
    connect(m_prettyAction, &QAction::toggled, this, &TeiView::setPrettyPrinted);
    connect(m_findAction, &QAction::triggered, this,
            [this] { m_findBar->activate(m_editor->textCursor().selectedText()); });
    connect(next, &QAction::triggered, this, &TeiView::findNext);
    connect(previous, &QAction::triggered, this, &TeiView::findPrevious);
    connect(m_copyAction, &QAction::triggered, this, &TeiView::copyAll);
    connect(m_saveAction, &QAction::triggered, this, &TeiView::saveAs);
    connect(m_compareAction, &QAction::triggered, this, &TeiView::compareRequested);
    connect(m_findBar, &FindBar::searchChanged, this, &TeiView::onSearchChanged);
    connect(m_findBar, &FindBar::findNext, this, &TeiView::findNext);
    connect(m_findBar, &FindBar::findPrevious, this, &TeiView::findPrevious);
    connect(m_findBar, &FindBar::closed, this, [this] { m_editor->setFocus(); });
    connect(m_editor, &XmlEditor::clickedAt, this, &TeiView::onClicked);
    connect(m_outline, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem *item) { onOutlineActivated(item); });
    connect(m_outline, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { onOutlineActivated(item); });
    connect(m_chunkTimer, &QTimer::timeout, this, &TeiView::loadNextChunk);
    connect(&m_prettyWatcher, &QFutureWatcher<Core::PrettyPrinted>::finished, this, [this] {
        if (m_prettyWatcher.isCanceled() || m_prettyCancel->load()) {
            return;
        }
        m_pretty = m_prettyWatcher.result();
        m_prettyReady = true;
        if (m_prettyOn) {
            startLoading(m_pretty.text);
        }
    });
    m_chunkTimer->setInterval(0);
    updateInfo();
}

TeiView::~TeiView()
{
    if (m_prettyCancel) {
        m_prettyCancel->store(true);
    }
    // The worker polls the flag every few thousand tokens, so this wait is short.
    m_prettyWatcher.waitForFinished();
}

QList<QAction *> TeiView::viewActions() const
{
    return {m_findAction,    m_prettyAction, m_wrapAction, m_outlineAction,
            m_compareAction, m_copyAction,   m_saveAction};
}

QString TeiView::displayedText() const
{
    return m_prettyOn && m_prettyReady ? m_pretty.text : m_source;
}

bool TeiView::isLoading() const
{
    return m_chunkTimer->isActive() || m_prettyWatcher.isRunning();
}

void TeiView::setPlaceholder(const QString &message)
{
    clear();
    m_editor->setPlaceholderText(message);
}

void TeiView::setOrigin(const QString &text)
{
    m_origin->setText(text);
    m_origin->setVisible(!text.isEmpty());
}

QString TeiView::origin() const
{
    return m_origin->text();
}

void TeiView::clear()
{
    m_origin->clear();
    m_origin->hide();
    ++m_generation;
    m_chunkTimer->stop();
    if (m_prettyCancel) {
        m_prettyCancel->store(true);
    }
    m_raw.clear();
    m_source.clear();
    m_pretty = {};
    m_prettyReady = false;
    m_loading.clear();
    m_pendingReveal.reset();
    clearDocument();
    m_editor->setPlaceholderText(QString());
    m_outline->clear();
    m_matchCount = 0;
    updateInfo();
}

void TeiView::setXml(const QByteArray &xml, bool keepScroll)
{
    const int scroll = m_editor->verticalScrollBar()->value();
    clear();
    m_restoreScroll = keepScroll ? scroll : -1;
    m_raw = xml;
    m_source = QString::fromUtf8(xml);
    if (m_prettyOn) {
        setPrettyPrinted(true);
    } else {
        startLoading(m_source);
    }
}

void TeiView::setPrettyPrinted(bool on)
{
    const bool changed = on != m_prettyOn;
    m_prettyOn = on;
    if (m_prettyAction->isChecked() != on) {
        m_prettyAction->setChecked(on); // re-enters with changed == false
        return;
    }
    if (m_source.isEmpty()) {
        return;
    }
    // Keep the line the user was reading in view across the switch.
    const qint64 anchor = toSource(m_editor->cursorForPosition(QPoint(0, 0)).position());
    if (!on) {
        if (changed || !m_loading.isEmpty()) {
            startLoading(m_source);
            m_pendingReveal = std::pair{anchor, anchor};
        }
        return;
    }
    if (m_prettyReady) {
        startLoading(m_pretty.text);
        m_pendingReveal = std::pair{toDisplay(anchor), toDisplay(anchor)};
        return;
    }
    if (m_source.size() <= kSyncPrettyLimit) {
        m_pretty = Core::prettyPrintXml(m_source);
        m_prettyReady = true;
        startLoading(m_pretty.text);
        return;
    }
    if (m_prettyWatcher.isRunning()) {
        return;
    }
    m_prettyCancel = std::make_shared<std::atomic_bool>(false);
    m_prettyWatcher.setFuture(QtConcurrent::run([text = m_source, cancel = m_prettyCancel] {
        return Core::prettyPrintXml(text, 2, [cancel] { return cancel->load(); });
    }));
    updateInfo();
}

void TeiView::clearDocument()
{
    // The highlighter queues rehighlightBlock(QTextBlock) calls for the blocks after one whose
    // folding state changed; clearing the document frees those blocks, and delivering such a
    // call afterwards crashed (seen when j moved on while a TEI was still highlighting).
    if (m_highlighter) {
        QCoreApplication::removePostedEvents(m_highlighter, QEvent::MetaCall);
    }
    m_editor->clear();
}

void TeiView::startLoading(const QString &text)
{
    ++m_generation;
    m_loading = text;
    m_loadPos = 0;
    m_longestStepMs = 0;
    m_matchCount = 0;
    clearDocument();
    m_loadClock.start();
    m_chunkTimer->start(); // the first piece too: setXml() itself returns at once
    updateInfo();
}

void TeiView::loadNextChunk()
{
    QElapsedTimer step;
    step.start();
    do {
        appendPiece();
    } while (m_loadPos < m_loading.size() && step.elapsed() < kStepBudgetMs);
    if (m_restoreScroll >= 0 && m_editor->verticalScrollBar()->maximum() >= m_restoreScroll) {
        m_editor->verticalScrollBar()->setValue(std::exchange(m_restoreScroll, -1));
    }
    if (m_pendingReveal && m_pendingReveal->second <= m_loadPos) {
        const auto [b, e] = *std::exchange(m_pendingReveal, std::nullopt);
        selectDisplayRange(b, e);
    }
    m_longestStepMs = std::max(m_longestStepMs, step.elapsed());
    if (m_loadPos >= m_loading.size()) {
        finishLoading();
    } else {
        updateInfo();
    }
}

void TeiView::appendPiece()
{
    qint64 end = std::min<qint64>(m_loading.size(), m_loadPos + kChunkChars);
    if (end < m_loading.size()) {
        // Cut after a newline so that no block is highlighted twice; a document without newlines
        // (minified XML) is cut anywhere.
        const qint64 nl = m_loading.lastIndexOf(u'\n', end - 1);
        if (nl > m_loadPos) {
            end = nl + 1;
        }
    }
    QTextCursor cursor(m_editor->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringView(m_loading).mid(m_loadPos, end - m_loadPos).toString());
    if (m_loadPos == 0) {
        // The first piece went in at the editor's own cursor and pushed it to its end, out of
        // sight: Tab would land in the editor with no visible focus, and the keyboard would select
        // from the wrong end. Back to the start, where an empty document had it.
        m_editor->moveCursor(QTextCursor::Start);
    }
    m_loadPos = end;
}

void TeiView::finishLoading()
{
    m_chunkTimer->stop();
    m_loading.clear();
    m_loadPos = 0;
    if (m_restoreScroll >= 0) {
        m_editor->verticalScrollBar()->setValue(std::exchange(m_restoreScroll, -1));
    }
    if (m_pendingReveal) {
        const auto [b, e] = *std::exchange(m_pendingReveal, std::nullopt);
        selectDisplayRange(b, e);
    }
    if (!m_findBar->text().isEmpty()) {
        onSearchChanged();
    }
    updateInfo();
    Q_EMIT loadFinished();
}

void TeiView::updateInfo()
{
    if (m_prettyWatcher.isRunning()) {
        m_info->setText(tr("Pretty-printing…"));
    } else if (!m_loading.isEmpty()) {
        m_info->setText(tr("Loading… %1%").arg(m_loadPos * 100 / std::max<qint64>(1, m_loading.size())));
    } else if (m_raw.isEmpty()) {
        m_info->clear();
    } else {
        QString info = tr("%1 · %n line(s)", nullptr, m_editor->blockCount())
                           .arg(QLocale().formattedDataSize(m_raw.size()));
        if (m_prettyOn && m_prettyReady && m_pretty.error) {
            // Malformed XML is shown as stored (as `tei --pretty` prints it): say why.
            info += tr(" · not re-indented: malformed at line %1 (%2)")
                        .arg(m_pretty.error->line)
                        .arg(m_pretty.error->message);
        }
        m_info->setText(info);
    }
    m_copyAction->setEnabled(!m_raw.isEmpty());
    m_saveAction->setEnabled(!m_raw.isEmpty());
    m_compareAction->setEnabled(!m_raw.isEmpty());
}

void TeiView::setOutline(const QList<OutlineItem> &items)
{
    m_outline->clear();
    const std::function<void(QTreeWidgetItem *, const QList<OutlineItem> &)> add =
        [&](QTreeWidgetItem *parent, const QList<OutlineItem> &children) {
            for (const OutlineItem &child : children) {
                auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_outline);
                item->setText(0, child.label);
                item->setToolTip(0, kindName(child.kind) + QStringLiteral(": ") + child.label);
                item->setText(1, kindName(child.kind));
                item->setData(0, OffsetRole, child.sourceOffset);
                add(item, child.children);
            }
        };
    add(nullptr, items);
    // Sections open; long lists (references, figures) stay closed until asked for.
    for (int i = 0; i < m_outline->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = m_outline->topLevelItem(i);
        top->setExpanded(items[i].kind == int(OutlineKind::Section) || top->childCount() < 8);
    }
}

void TeiView::onOutlineActivated(QTreeWidgetItem *item)
{
    const qint64 offset = item->data(0, OffsetRole).toLongLong();
    if (offset >= 0) {
        revealSourceRange(offset, -1);
        Q_EMIT elementActivated(offset);
    }
}

qint64 TeiView::toDisplay(qint64 source) const
{
    return m_prettyOn && m_prettyReady ? m_pretty.toPretty(source) : source;
}

qint64 TeiView::toSource(qint64 display) const
{
    return m_prettyOn && m_prettyReady ? m_pretty.toSource(display) : display;
}

void TeiView::revealSourceRange(qint64 begin, qint64 end)
{
    const QString text = displayedText();
    const qint64 b = toDisplay(begin);
    const qint64 e = end > begin ? toDisplay(end) : elementEndFrom(text, b);
    if (!m_loading.isEmpty() && e > m_loadPos) {
        m_pendingReveal = std::pair{b, e};
        return;
    }
    selectDisplayRange(b, e);
}

void TeiView::selectDisplayRange(qint64 begin, qint64 end)
{
    const int size = m_editor->document()->characterCount() - 1;
    QTextCursor cursor(m_editor->document());
    cursor.setPosition(int(std::clamp<qint64>(end, 0, size)));
    cursor.setPosition(int(std::clamp<qint64>(begin, 0, size)), QTextCursor::KeepAnchor);
    m_editor->setTextCursor(cursor);
    m_editor->centerCursor();
}

void TeiView::onClicked(int position)
{
    const qint64 start = elementStartAt(displayedText(), position);
    if (start >= 0) {
        Q_EMIT elementActivated(toSource(start));
    }
}

void TeiView::onSearchChanged()
{
    const QString needle = m_findBar->text();
    const Qt::CaseSensitivity cs = m_findBar->caseSensitive() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    m_matchCount = needle.isEmpty() ? 0 : int(displayedText().count(needle, cs));
    // Incremental search: jump to the first match from where the current selection starts.
    if (!needle.isEmpty()) {
        QTextCursor c = m_editor->textCursor();
        c.setPosition(c.selectionStart());
        m_editor->setTextCursor(c);
    }
    find(false);
}

void TeiView::findNext()
{
    find(false);
}

void TeiView::findPrevious()
{
    find(true);
}

void TeiView::find(bool backwards)
{
    const QString needle = m_findBar->text();
    if (needle.isEmpty()) {
        m_findBar->setResult(0, 0);
        return;
    }
    const QString text = displayedText();
    const Qt::CaseSensitivity cs = m_findBar->caseSensitive() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    const QTextCursor c = m_editor->textCursor();
    qint64 at = backwards ? text.lastIndexOf(needle, qint64(c.selectionStart()) - 1, cs)
                          : text.indexOf(needle, c.hasSelection() ? c.selectionEnd() : c.position(), cs);
    if (at < 0) { // wrap around, as Kate does
        at = backwards ? text.lastIndexOf(needle, -1, cs) : text.indexOf(needle, 0, cs);
    }
    if (at < 0) {
        m_findBar->setResult(0, 0);
        return;
    }
    if (!m_loading.isEmpty() && at + needle.size() > m_loadPos) {
        m_pendingReveal = std::pair{at, at + needle.size()};
    } else {
        selectDisplayRange(at, at + needle.size());
    }
    const int current = int(QStringView(text).left(at).count(needle, cs)) + 1;
    m_findBar->setResult(current, m_matchCount);
}

void TeiView::copyAll()
{
    QApplication::clipboard()->setText(m_source);
}

void TeiView::saveAs()
{
    // Non-modal: no nested event loop while the dialog is open.
    auto *dialog =
        new QFileDialog(this, tr("Save TEI"), QString(), tr("TEI XML (*.tei.xml *.xml);;All files (*)"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("tei.xml"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this, bytes = m_raw](const QString &path) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
            m_info->setText(tr("Could not save %1: %2").arg(path, file.errorString()));
        }
    });
    dialog->open();
}

QString TeiView::themeName() const
{
    return m_highlighter->theme().name();
}

void TeiView::applyTheme()
{
    m_highlighter->setTheme(syntaxRepository().themeForPalette(palette()));
}

void TeiView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        applyTheme();
    }
    QWidget::changeEvent(event);
}

} // namespace Ei::Ui
