// "Compare with…"'s candidates: the other rows of the shown row's DOI, the shown row left out,
// each key once however often the search reports it, the GROBID version shown once known.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <models/comparecandidates.h>

using Ei::Models::CompareCandidateModel;

class TestCompareCandidates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameDoiRowsWithTheirVersions()
    {
        CompareCandidateModel model(
            [](const QByteArray &key) { return QStringLiteral("key:") + QString::fromLatin1(key); });
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reset("shown");
        model.addSameDoiRows({"b", "shown", "a", "b"});
        model.addSameDoiRows({"a", "c"}); // a second step (the TEI headers) reports some again
        QCOMPARE(model.keys(), (QByteArrayList{"b", "a", "c"}));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0).data(CompareCandidateModel::KeyRole).toByteArray(), QByteArray("b"));
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("key:b · same DOI · GROBID version …"));
        QCOMPARE(model.keysWithoutVersion(), (QByteArrayList{"b", "a", "c"}));

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setGrobidVersion("a", QStringLiteral("0.8.2"));
        model.setGrobidVersion("c", QString());
        model.setGrobidVersion("elsewhere", QStringLiteral("0.7.2")); // not offered: no signal
        QCOMPARE(changed.size(), 2);
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("key:a · same DOI · GROBID 0.8.2"));
        QCOMPARE(model.index(1).data(CompareCandidateModel::GrobidVersionRole).toString(),
                 QStringLiteral("0.8.2"));
        QCOMPARE(model.index(2).data().toString(), QStringLiteral("key:c · same DOI · no GROBID metadata"));
        QCOMPARE(model.keysWithoutVersion(), (QByteArrayList{"b"}));

        model.reset("other");
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.shownKey(), QByteArray("other"));
        model.addSameDoiRows({"shown"}); // the old shown row is a candidate of the new one
        QCOMPARE(model.keys(), (QByteArrayList{"shown"}));
    }

    void nothingFound()
    {
        CompareCandidateModel model({});
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reset("shown");
        model.addSameDoiRows({});
        model.addSameDoiRows({"shown"});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCompareCandidates)
#include "tst_comparecandidates.moc"
