// Selection → Export…: the dialog's choices, and the export it starts against a served table with
// progress and Cancel in the status bar's background-task indicator and a summary at the end.
// An export left by a window that went away resumes from the next window's status bar.
#include <common/servedtable.h>
#include <common/testutil.h>
#include <uicommon/widgettestutil.h>
#include <uicommon/windowparts.h>

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>
#include <core/hbase/restclient.h>
#include <core/rows/restrowpagesource.h>
#include <core/snapshot/rowsfile.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>
#include <server/restserver.h>
#include <server/tablestore.h>
#include <ui/backgroundtaskindicator.h>
#include <ui/exportcontroller.h>
#include <ui/exportdialog.h>
#include <ui/mainwindow.h>
#include <ui/rowlistpane.h>

using Ei::Test::rowListOf;
using Ei::Test::taskIndicatorOf;

using namespace Ei;

namespace {

const QString kTable = QStringLiteral("wbgrp-journal-extract-0-ui");

Core::CellSet tableRows(int rows)
{
    Core::CellSet all;
    for (int i = 0; i < rows; ++i) {
        const Core::Sha1 sha1 = Core::Sha1::ofData(QByteArray::number(i));
        all.append(Core::Row{Core::encodeRowKey(sha1, Core::KeyFormat::Sha1B32Prefixed),
                             {Core::Cell{"file:mime", 1500000000000, "application/pdf"},
                              Core::Cell{"match0:mstatus", 1500000000000, i % 2 ? "matched" : "rejected"}}});
    }
    return all;
}

qint64 linesOf(const QString &path)
{
    auto reader = Core::RowsReader::open(path);
    if (!reader) {
        return -1;
    }
    qint64 n = 0;
    while (true) {
        auto row = (*reader)->next();
        if (!row || !*row) {
            return row ? n : -1;
        }
        ++n;
    }
}

// An Export controller in `window` on `served`'s table, set up as the InspectorSession sets one
// up: it is handed the window's table session, which goes after it (an export it stops on the way
// out still talks to the table's client).
Ui::ExportController *exportControllerFor(Ui::MainWindow *window, const Test::ServedTable &served)
{
    auto *table = new Models::TableSession;
    auto *controller = new Ui::ExportController(window->parts(), table, nullptr, window);
    table->setParent(window);
    if (table->open(served.client()->config(), QString(), QString())) {
        qWarning("the served table did not open with its own profile");
    }
    return controller;
}

} // namespace

class TestExportDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void choicesFollowTheFormat()
    {
        Ui::ExportDialog dialog(0, QString());
        QPushButton *ok = dialog.buttons()->button(QDialogButtonBox::Ok);
        // Nothing selected: the filter's matches are the default scope.
        QCOMPARE(dialog.request().scope, Ui::ExportRequest::Scope::FilterMatches);
        dialog.setScope(Ui::ExportRequest::Scope::SelectedRows);
        QCOMPARE(dialog.request().scope, Ui::ExportRequest::Scope::FilterMatches);
        QVERIFY(dialog.request().path.endsWith(QLatin1String("export.jsonl.sz")));
        QVERIFY(ok->isEnabled());
        QVERIFY(!dialog.fieldsEdit()->isEnabled());
        QVERIFY(!dialog.pdfsCheck()->isEnabled());

        dialog.setFormat(Core::ExportFormat::Tsv);
        QVERIFY(dialog.request().path.endsWith(QLatin1String("export.tsv")));
        QVERIFY(dialog.fieldsEdit()->isEnabled());
        dialog.fieldsEdit()->setText(QStringLiteral(" key , match0:doi ,"));
        QCOMPARE(dialog.request().tsvFields,
                 (QStringList{QStringLiteral("key"), QStringLiteral("match0:doi")}));
        dialog.fieldsEdit()->clear();
        QVERIFY(!ok->isEnabled()); // TSV needs fields
        // A misspelt field is said at once, against the table's profile, and cannot be exported.
        dialog.setProfile(
            Core::resolveTableSetup({}, {}, QStringLiteral("wbgrp-journal-extract-0-qa"))->profile);
        dialog.fieldsEdit()->setText(QStringLiteral("key,grobid.status_code"));
        QVERIFY(!ok->isEnabled());
        QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("formatHelp"))
                     ->text()
                     .contains(QStringLiteral("grobid.status_code")),
                 qPrintable(dialog.findChild<QLabel *>(QStringLiteral("formatHelp"))->text()));
        dialog.fieldsEdit()->setText(QStringLiteral("key,match0:mstatus"));
        QVERIFY(ok->isEnabled());
        dialog.fieldsEdit()->setText(QStringLiteral("key,matches:mstatus"));
        QVERIFY(!ok->isEnabled()); // no such family in journal-extract

        dialog.setFormat(Core::ExportFormat::Bundle);
        QVERIFY(dialog.pdfsCheck()->isEnabled());
        QVERIFY(dialog.teiCheck()->isEnabled());
        QVERIFY(ok->isEnabled());
        dialog.pdfsCheck()->setChecked(false);
        QVERIFY(!dialog.request().includePdfs);
        dialog.setDestination(QString());
        QVERIFY(!ok->isEnabled());

        Ui::ExportDialog withSelection(3, QStringLiteral("match0:mstatus=matched"));
        QCOMPARE(withSelection.request().scope, Ui::ExportRequest::Scope::SelectedRows);
    }

    void selectionIsExportedWithProgressAndSummary()
    {
        Test::ServedTable served(kTable);
        QVERIFY(served.isListening());
        QVERIFY(served.store()->put(tableRows(40)).has_value());
        Core::RestClient &client = *served.client();
        Core::RestRowPageSource source(&client, {QByteArrayLiteral("file:mime")}, Core::utf8ValueEncoder);
        Models::RowListModel model(&source);
        QAbstractItemModelTester tester(&model);
        model.setColumns({{QStringLiteral("Key"),
                           [](const Core::Row &r) { return QVariant(QString::fromLatin1(r.key)); }}});

        Ui::MainWindow window;
        rowListOf(window)->setModel(&model);
        QSignalSpy loaded(&model, &Models::RowListModel::pageLoaded);
        model.reload();
        QVERIFY(loaded.wait(15000));
        window.show();

        // Extended selection: three rows, as Shift/Ctrl-click would select them.
        QTableView *view = rowListOf(window)->view();
        QCOMPARE(view->selectionMode(), QAbstractItemView::ExtendedSelection);
        for (int row : {2, 5, 9}) {
            view->selectionModel()->select(view->model()->index(row, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
        QCOMPARE(rowListOf(window)->selectedKeys().size(), 3);

        Ui::ExportController &controller = *exportControllerFor(&window, served);
        controller.showDialog();
        QVERIFY(controller.dialog());
        QTRY_VERIFY(controller.dialog()->isVisible());
        QCOMPARE(controller.dialog()->request().scope, Ui::ExportRequest::Scope::SelectedRows);
        Test::saveShot(controller.dialog(), QStringLiteral("export-dialog.png"));
        const QString path = m_dir.filePath(QStringLiteral("selected.jsonl.sz"));
        controller.dialog()->setDestination(path);
        QSignalSpy finished(&controller, &Ui::ExportController::exportFinished);
        controller.dialog()->buttons()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(taskIndicatorOf(window)->taskCount(), 1); // progress and Cancel in the status bar
        QVERIFY(finished.wait(30000));
        QCOMPARE(taskIndicatorOf(window)->taskCount(), 0);
        QCOMPARE(linesOf(path), 3);
        // The summary: rows and bytes, without blocking the window.
        QMessageBox *summary = nullptr;
        QTRY_VERIFY((summary = window.findChild<QMessageBox *>(QStringLiteral("exportSummary"))) != nullptr);
        QVERIFY2(summary->text().contains(QLatin1String("Exported 3 rows")), qPrintable(summary->text()));
        summary->close();
    }

    void cancelFromTheStatusBarLeavesNoFile()
    {
        Test::ServedTable served(kTable);
        QVERIFY(served.isListening());
        QVERIFY(served.store()->put(tableRows(3000)).has_value());
        Ui::MainWindow window;
        window.resize(1000, 600);
        window.show();
        Ui::ExportController &controller = *exportControllerFor(&window, served);
        Ui::ExportRequest request;
        request.scope = Ui::ExportRequest::Scope::WholeTable;
        request.format = Core::ExportFormat::Jsonl;
        request.path = m_dir.filePath(QStringLiteral("whole.jsonl"));
        QSignalSpy finished(&controller, &Ui::ExportController::exportFinished);
        std::optional<Core::Result<Core::ExportSummary>> result;
        connect(&controller, &Ui::ExportController::exportFinished, this,
                [&result](Core::ExportJob *finishedJob) { result = finishedJob->result(); });
        Core::ExportJob *job = controller.start(request);
        QVERIFY(job);
        connect(job, &Core::ExportJob::progressChanged, this, [&window](const Core::ExportProgress &p) {
            if (p.rows > 0) {
                Test::saveShot(&window, QStringLiteral("export-progress.png"));
                if (auto *cancel = taskIndicatorOf(window)->findChild<QToolButton *>()) {
                    cancel->click();
                }
            }
        });
        QVERIFY(finished.wait(30000));
        QVERIFY(result.has_value());
        QVERIFY(!*result);
        QCOMPARE(result->error().kind, Core::ErrorKind::Cancelled);
        QVERIFY(!QFileInfo::exists(request.path));
        QVERIFY(!QFileInfo::exists(request.path + QStringLiteral(".partial")));
    }

    void anExportLeftByAClosedWindowResumesFromTheStatusBar()
    {
        Test::ServedTable served(kTable);
        QVERIFY(served.isListening());
        QVERIFY(served.store()->put(tableRows(3000)).has_value());
        Server::RestServerOptions slow;
        slow.latencyMs = 50; // the window closes while a page is on its way
        served.server()->setOptions(slow);
        Ui::ExportRequest request;
        request.scope = Ui::ExportRequest::Scope::WholeTable;
        request.format = Core::ExportFormat::JsonlSnappy;

        // What an uninterrupted export writes.
        request.path = m_dir.filePath(QStringLiteral("uninterrupted.jsonl.sz"));
        {
            Ui::MainWindow window;
            Ui::ExportController &controller = *exportControllerFor(&window, served);
            QSignalSpy finished(&controller, &Ui::ExportController::exportFinished);
            QVERIFY(controller.start(request));
            QVERIFY(finished.wait(30000));
        }
        const QByteArray expected = Test::readFile(request.path);
        QVERIFY(!expected.isEmpty());

        request.path = m_dir.filePath(QStringLiteral("interrupted.jsonl.sz"));
        {
            auto *window = new Ui::MainWindow;
            Ui::ExportController *controller = exportControllerFor(window, served);
            Core::ExportJob *job = controller->start(request);
            QVERIFY(job);
            QSignalSpy gone(window, &QObject::destroyed);
            connect(job, &Core::ExportJob::progressChanged, window, [window](const Core::ExportProgress &p) {
                if (p.rows > 0) {
                    window->deleteLater(); // the window (and the export with it) goes away
                }
            });
            QVERIFY(gone.wait(30000));
        }
        QVERIFY(!QFileInfo::exists(request.path));
        QVERIFY(QFileInfo::exists(request.path + QStringLiteral(".partial")));

        // The next window on the table offers to resume it.
        Ui::MainWindow window;
        window.resize(1000, 600);
        Ui::ExportController &controller = *exportControllerFor(&window, served);
        window.show();
        QToolButton *resume = controller.resumeButton();
        QVERIFY(!resume->isHidden());
        QVERIFY2(resume->text().contains(QStringLiteral("interrupted.jsonl.sz")), qPrintable(resume->text()));
        Test::saveShot(&window, QStringLiteral("export-resume.png"));
        QSignalSpy finished(&controller, &Ui::ExportController::exportFinished);
        resume->click();
        QVERIFY(finished.wait(30000));
        QVERIFY(resume->isHidden());
        QVERIFY(!QFileInfo::exists(controller.statePath()));
        QVERIFY(Test::readFile(request.path) == expected); // byte for byte
    }
};

QTEST_MAIN(TestExportDialog)

#include "tst_exportdialog.moc"
