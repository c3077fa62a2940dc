#pragma once

#include <KMessageWidget>

class QAction;

namespace Ei::Ui {

// A KDE message strip (information) above the content offering to keep what the window shows: a
// server opened from the command line (`--url`) is not a saved connection until the curator says
// so. Never blocks; dismissing it only hides it.
class SaveConnectionBar final : public KMessageWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SaveConnectionBar)

public:
    explicit SaveConnectionBar(QWidget *parent = nullptr);
    ~SaveConnectionBar() override;

    // Shows the strip for `what` (e.g. "wbgrp-journal-extract-0-qa on http://host:8080").
    void offer(const QString &what);
    QString message() const { return text(); }
    QAction *saveAction() const { return m_save; }

Q_SIGNALS:
    void saveRequested();

private:
    QAction *m_save = nullptr;
};

} // namespace Ei::Ui
