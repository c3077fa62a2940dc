#include "lookupbox.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QSettings>
#include <QStringListModel>

namespace Ei::Ui {

namespace {
constexpr int kHistorySize = 30;
const QString kHistoryKey = QStringLiteral("lookup/history");
} // namespace

LookupBox::LookupBox(QWidget *parent)
    : QLineEdit(parent)
    , m_history(new QStringListModel(this))
{
    setObjectName(QStringLiteral("lookupEdit"));
    setPlaceholderText(tr("Look up a SHA-1 or DOI (Ctrl+L)"));
    setAccessibleName(tr("Look up"));
    setAccessibleDescription(tr("A row key (SHA-1) or a DOI; Down shows the recent lookups"));
    setClearButtonEnabled(true);
    setMinimumWidth(360);
    m_history->setStringList(QSettings().value(kHistoryKey).toStringList());
    auto *completer = new QCompleter(m_history, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    setCompleter(completer);
    connect(this, &QLineEdit::returnPressed, this, &LookupBox::submit);
}

LookupBox::~LookupBox() = default;

QStringList LookupBox::history() const
{
    return m_history->stringList();
}

void LookupBox::focusForTyping()
{
    setFocus(Qt::ShortcutFocusReason);
    selectAll();
}

void LookupBox::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Down && !completer()->popup()->isVisible()) {
        // The recent lookups, newest first, narrowed by what is typed.
        completer()->setCompletionPrefix(text());
        completer()->complete();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void LookupBox::submit()
{
    const QString query = text().trimmed();
    if (query.isEmpty()) {
        return;
    }
    QStringList history = m_history->stringList();
    history.removeAll(query);
    history.prepend(query);
    while (history.size() > kHistorySize) {
        history.removeLast();
    }
    m_history->setStringList(history);
    QSettings().setValue(kHistoryKey, history);
    Q_EMIT lookupRequested(query);
}

} // namespace Ei::Ui
