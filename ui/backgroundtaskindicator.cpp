#include "backgroundtaskindicator.h"

#include <memory>

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>

namespace Ei::Ui {

BackgroundTaskIndicator::BackgroundTaskIndicator(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_progress->setMaximumWidth(140);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    m_cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop")));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Cancel this background task"));
    m_cancel->setAutoRaise(true);
    layout->addWidget(m_label);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (!m_tasks.isEmpty() && m_tasks.constLast()) {
            m_tasks.constLast()->cancel();
        }
    });
    hide();
}

BackgroundTaskIndicator::~BackgroundTaskIndicator() = default;

void BackgroundTaskIndicator::addTask(Core::Job *task, int delayMs)
{
    if (delayMs > 0) {
        auto running = std::make_shared<bool>(true);
        connect(task, &Core::Job::finished, this, [running] { *running = false; });
        QTimer::singleShot(delayMs, task, [this, task, running] {
            if (*running) {
                addTask(task);
            }
        });
        return;
    }
    m_tasks.append(task);
    connect(task, &Core::Job::progress, this, [this, task](qint64 done, qint64 total) {
        if (!m_tasks.isEmpty() && m_tasks.constLast() == task) {
            // QProgressBar is int-based: scale to per mille.
            m_progress->setRange(0, total > 0 ? 1000 : 0);
            m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        }
    });
    connect(task, &Core::Job::finished, this, [this, task] {
        m_tasks.removeAll(task);
        refresh();
    });
    connect(task, &QObject::destroyed, this, [this] {
        m_tasks.removeAll(nullptr);
        refresh();
    });
    m_progress->setRange(0, 0);
    refresh();
}

void BackgroundTaskIndicator::refresh()
{
    m_tasks.removeAll(nullptr);
    if (m_tasks.isEmpty()) {
        hide();
        return;
    }
    const QString title = m_tasks.constLast()->title();
    m_label->setText(m_tasks.size() > 1 ? tr("%1 (+%n more)", nullptr, int(m_tasks.size()) - 1).arg(title)
                                        : title);
    show();
}

} // namespace Ei::Ui
