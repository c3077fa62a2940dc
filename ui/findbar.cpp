#include "findbar.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace Ei::Ui {

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_case(new QCheckBox(tr("Match case"), this))
    , m_count(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    auto *close = new QToolButton(this);
    close->setIcon(QIcon::fromTheme(QStringLiteral("dialog-close")));
    close->setText(QStringLiteral("×"));
    close->setToolTip(tr("Close (Esc)"));
    close->setAutoRaise(true);
    m_edit->setPlaceholderText(tr("Find in TEI…"));
    m_edit->setClearButtonEnabled(true);
    m_edit->installEventFilter(this);
    auto *prev = new QToolButton(this);
    prev->setText(tr("Previous"));
    prev->setToolTip(tr("Previous match (Shift+F3)"));
    prev->setIcon(QIcon::fromTheme(QStringLiteral("go-up")));
    prev->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *next = new QToolButton(this);
    next->setText(tr("Next"));
    next->setToolTip(tr("Next match (F3)"));
    next->setIcon(QIcon::fromTheme(QStringLiteral("go-down")));
    next->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    layout->addWidget(close);
    layout->addWidget(m_edit, 1);
    layout->addWidget(prev);
    layout->addWidget(next);
    layout->addWidget(m_case);
    layout->addWidget(m_count);

    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT closed();
    });
    connect(prev, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(m_edit, &QLineEdit::textChanged, this, &FindBar::searchChanged);
    connect(m_case, &QCheckBox::toggled, this, [this] { Q_EMIT searchChanged(m_edit->text()); });
}

FindBar::~FindBar() = default;

QString FindBar::text() const
{
    return m_edit->text();
}

bool FindBar::caseSensitive() const
{
    return m_case->isChecked();
}

void FindBar::activate(const QString &initial)
{
    show();
    if (!initial.isEmpty()) {
        m_edit->setText(initial);
    }
    m_edit->setFocus();
    m_edit->selectAll();
}

void FindBar::setResult(int current, int total)
{
    if (m_edit->text().isEmpty()) {
        m_count->clear();
    } else if (total == 0) {
        m_count->setText(tr("No matches"));
    } else {
        m_count->setText(tr("%1 of %2").arg(current).arg(total));
    }
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            hide();
            Q_EMIT closed();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier) {
                Q_EMIT findPrevious();
            } else {
                Q_EMIT findNext();
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Ei::Ui
