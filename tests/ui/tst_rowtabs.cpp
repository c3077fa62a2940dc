// The Cells, Status and Match tabs show what they are given.
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

#include <ui/cellsview.h>
#include <ui/matchview.h>
#include <ui/statusview.h>

using namespace Ei::Ui;
using namespace Ei::Models;

class TestRowTabs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cellsDecodeTruncateAndShowAll()
    {
        CellsView view;
        Ei::Core::Row row;
        row.key = "sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J";
        row.cells = {{"file:mime", 1546300800000, "application/pdf"},
                     {"file:size", 1546300800000, QByteArray::fromHex("00000000000f4240")},
                     {"grobid0:tei_xml", 1546300800000, QByteArray(CellsView::kPreviewLimit + 10, 'x')}};
        view.setRow(row);
        QCOMPARE(view.table()->rowCount(), 3);
        QCOMPARE(view.table()->item(0, 0)->text(), QStringLiteral("file"));
        QCOMPARE(view.table()->item(0, 1)->text(), QStringLiteral("mime"));
        QCOMPARE(view.table()->item(0, 2)->text(), QStringLiteral("text"));
        QCOMPARE(view.table()->item(1, 2)->text(), QStringLiteral("binary"));
        QCOMPARE(view.table()->item(1, 3)->text(), QStringLiteral("00 00 00 00 00 0f 42 40"));
        QVERIFY(view.table()->item(0, 4)->text().endsWith(QStringLiteral("UTC")));
        view.table()->setCurrentCell(2, 3);
        QCOMPARE(view.preview()->toPlainText().size(), CellsView::kPreviewLimit);
        QVERIFY(!view.showAllButton()->isHidden());
        view.showAllButton()->click();
        QCOMPARE(view.preview()->toPlainText().size(), CellsView::kPreviewLimit + 10);

        view.setDecoder([](const Ei::Core::Cell &c) {
            return DecodedCell{QStringLiteral("int64"), QString::number(c.value.size())};
        });
        QCOMPARE(view.table()->item(1, 2)->text(), QStringLiteral("int64"));
    }

    void statusAndMatchShowTheirStructs()
    {
        StatusView status;
        RowStatusInfo info;
        info.lifecycle = QStringLiteral("GROBID error");
        info.statusCode = 500;
        info.statusJson = "{\"status\":\"error\",\"description\":\"timeout\"}";
        info.pdfAttempts = {
            {QStringLiteral("wayback:https://web.archive.org"), true, QStringLiteral("ok"), 120}};
        status.setStatus(info);
        QCOMPARE(status.lifecycleText(), QStringLiteral("GROBID error"));
        QCOMPARE(status.attemptsTable()->rowCount(), 1);

        MatchView match;
        MatchInfo m;
        m.verdict = QStringLiteral("weak");
        m.fields = {{QStringLiteral("Year"), QStringLiteral("2020"), QStringLiteral("2021"), 0.0,
                     QStringLiteral("year-mismatch"), Agreement::Disagree},
                    {QStringLiteral("Title"), QStringLiteral("A"), QStringLiteral("A"), 1.0,
                     QStringLiteral("slug-equal"), Agreement::Agree}};
        m.history = {{1,
                      QStringLiteral("2026-01-01T00:00:00Z"),
                      QStringLiteral("a"),
                      QStringLiteral("matched"),
                      {},
                      {}},
                     {2,
                      QStringLiteral("2026-01-02T00:00:00Z"),
                      QStringLiteral("b"),
                      QStringLiteral("rejected"),
                      {},
                      {}}};
        match.setMatch(m);
        QVERIFY(match.verdictText().contains(QStringLiteral("weak")));
        QCOMPARE(match.fieldsTable()->rowCount(), 2);
        QVERIFY(match.fieldsTable()->item(0, 1)->background() !=
                match.fieldsTable()->item(1, 1)->background());
        QCOMPARE(match.historyTable()->item(0, 0)->text(), QStringLiteral("2")); // newest first
    }
};

QTEST_MAIN(TestRowTabs)
#include "tst_rowtabs.moc"
