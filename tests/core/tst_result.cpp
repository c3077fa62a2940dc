// The error kinds map to the exit codes of the CLI contract (shared/docs/cli.md).
#include <QTest>

#include <core/util/result.h>

using namespace Ei::Core;

class TestResult : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exitCodes_data()
    {
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<int>("code");
        QTest::newRow("invalid input") << ErrorKind::InvalidInput << 2;
        QTest::newRow("bad request") << ErrorKind::BadRequest << 2;
        QTest::newRow("conflict") << ErrorKind::Conflict << 3;
        QTest::newRow("not found") << ErrorKind::NotFound << 4;
        QTest::newRow("integrity") << ErrorKind::Integrity << 5;
        QTest::newRow("network") << ErrorKind::Network << 1;
        QTest::newRow("timeout") << ErrorKind::Timeout << 1;
        QTest::newRow("forbidden") << ErrorKind::Forbidden << 1;
    }
    void exitCodes()
    {
        QFETCH(ErrorKind, kind);
        QFETCH(int, code);
        QCOMPARE(exitCodeFor(kind), code);
        QVERIFY(!errorKindName(kind).isEmpty());
    }
    void resultCarriesError()
    {
        Result<int> r = fail(ErrorKind::NotFound, QStringLiteral("row sha1:X was not found"));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::NotFound);
        QCOMPARE(r.error().message, QStringLiteral("row sha1:X was not found"));
    }
};

QTEST_GUILESS_MAIN(TestResult)
#include "tst_result.moc"
