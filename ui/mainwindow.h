#pragma once

#include <QMainWindow>

class QLabel;

namespace Ei::Ui {

// The inspector's top-level window: menus, status bar and (as features land) the row list,
// the PDF pane and the row tabs.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Saves a PNG of the window once it is on screen (used by `tools/dev run` under Xvfb).
    void saveScreenshotWhenShown(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void showAbout();
    void restoreWindowState();

    QLabel *m_connectionLabel = nullptr;
};

} // namespace Ei::Ui
