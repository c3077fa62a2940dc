#include "mainwindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QWindow>

#include <core/util/version.h>

namespace Ei::Ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Extract Inspector"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/extract-inspector.svg")));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *placeholder = new QLabel(tr("No connection yet: the demo table opens here."), splitter);
    placeholder->setAlignment(Qt::AlignCenter);
    splitter->addWidget(placeholder);
    setCentralWidget(splitter);

    createActions();

    m_connectionLabel = new QLabel(tr("Not connected"), this);
    statusBar()->addPermanentWidget(m_connectionLabel);
    statusBar()->showMessage(tr("Ready"));

    restoreWindowState();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(tr("&About Extract Inspector"), this, &MainWindow::showAbout);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Extract Inspector"),
                       tr("<h3>Extract Inspector %1</h3>"
                          "<p>Browse and curate the GROBID and DOI-match results of a web archive's "
                          "scholarly-paper pipeline, stored in HBase and reached over HBase REST.</p>")
                           .arg(Core::productVersion()));
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray())) {
        resize(1400, 900);
    }
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

void MainWindow::saveScreenshotWhenShown(const QString &path)
{
    // Poll for exposure instead of guessing a delay: the first frame exists once the window is
    // exposed; one more event-loop turn lets pending layouts and paints finish.
    auto *timer = new QTimer(this);
    timer->setInterval(50);
    connect(timer, &QTimer::timeout, this, [this, timer, path] {
        if (!windowHandle() || !windowHandle()->isExposed()) {
            return;
        }
        timer->stop();
        timer->deleteLater();
        QTimer::singleShot(300, this, [this, path] {
            const QPixmap shot = grab();
            if (!shot.save(path, "PNG")) {
                qWarning("could not save the screenshot to %s", qPrintable(path));
            }
        });
    });
    timer->start();
}

} // namespace Ei::Ui
