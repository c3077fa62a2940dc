// Table setup from CLI options, `put` assignments and `--where` predicates encoded by the profile.
#include <QTest>

#include <core/domain/cellcodec.h>
#include <core/domain/tablesetup.h>

using namespace Ei::Core;

class TestTableSetup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // Keep the machine's user profiles out.
        qputenv("XDG_CONFIG_HOME", QByteArray("/nonexistent-ei-test"));
    }

    void setup()
    {
        auto s = resolveTableSetup(QString(), QString(), QStringLiteral("wbgrp-journal-extract-0-qa"));
        QVERIFY(s.has_value());
        QCOMPARE(s->profile.name, QStringLiteral("journal-extract"));
        QCOMPARE(s->keyFormat, KeyFormat::Sha1B32Prefixed);
        s = resolveTableSetup(QString(), QStringLiteral("sha1-hex"),
                              QStringLiteral("wbgrp-journal-extract-0-qa"));
        QCOMPARE(s->keyFormat, KeyFormat::Sha1Hex);
        s = resolveTableSetup(QStringLiteral("generic"), QString(),
                              QStringLiteral("wbgrp-journal-extract-0-qa"));
        QCOMPARE(s->profile.name, QStringLiteral("generic"));
        QCOMPARE(s->keyFormat, KeyFormat::Utf8);
        QVERIFY(
            !resolveTableSetup(QStringLiteral("/no/such/profile.json"), QString(), QString()).has_value());
        QVERIFY(!resolveTableSetup(QString(), QStringLiteral("md5"), QString()).has_value());
    }

    void assignments_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("status code") << QStringLiteral("grobid0:status_code=200")
                                     << QByteArray("grobid0:status_code") << encodeInt64Be(200);
        QTest::newRow("value with =") << QStringLiteral("match0:minfo={\"note\":\"a=b\"}")
                                      << QByteArray("match0:minfo") << QByteArray("{\"note\":\"a=b\"}");
        QTest::newRow("empty text") << QStringLiteral("match0:doi=") << QByteArray("match0:doi")
                                    << QByteArray();
    }
    void assignments()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, column);
        QFETCH(QByteArray, value);
        const auto s = resolveTableSetup(QStringLiteral("journal-extract"), QString(), QString());
        const auto a = parseCellAssignment(s->profile, text);
        QVERIFY2(a.has_value(), qPrintable(a ? QString() : a.error().message));
        QCOMPARE(a->column, column);
        QCOMPARE(a->value, value);
    }

    void predicates()
    {
        const Profile p = resolveTableSetup(QStringLiteral("journal-extract"), QString(), QString())->profile;
        auto w = parseWherePredicate(p, u"grobid0:status_code=200");
        QCOMPARE(w->op, PredicateOp::Equal);
        QCOMPARE(w->value, encodeInt64Be(200));
        w = parseWherePredicate(p, u"grobid0:status_code!=200");
        QCOMPARE(w->op, PredicateOp::NotEqual);
        QCOMPARE(w->column, QByteArray("grobid0:status_code"));
        w = parseWherePredicate(p, u"has:grobid0:tei_xml");
        QCOMPARE(w->op, PredicateOp::Has);
        QCOMPARE(w->column, QByteArray("grobid0:tei_xml"));
        w = parseWherePredicate(p, u"missing:grobid0:status_code");
        QCOMPARE(w->op, PredicateOp::Missing);
        w = parseWherePredicate(p, u"match0:mstatus=confirmed");
        QCOMPARE(w->value, QByteArray("confirmed"));
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("where");
        QTest::addColumn<QString>("message");
        QTest::newRow("put no =") << QStringLiteral("grobid0:status_code") << false
                                  << QStringLiteral("is not an assignment");
        QTest::newRow("put not int") << QStringLiteral("grobid0:status_code=ok") << false
                                     << QStringLiteral("expected a whole number");
        QTest::newRow("put unknown family") << QStringLiteral("grobid:status_code=1") << false
                                            << QStringLiteral("'grobid' is not a column family");
        QTest::newRow("where garbage")
            << QStringLiteral("status") << true << QStringLiteral("is not a condition");
        QTest::newRow("where has without qualifier")
            << QStringLiteral("has:grobid0") << true << QStringLiteral("does not name a column");
        QTest::newRow("where bad value")
            << QStringLiteral("file:size=big") << true << QStringLiteral("expected a whole number");
    }
    void rejects()
    {
        QFETCH(QString, text);
        QFETCH(bool, where);
        QFETCH(QString, message);
        const Profile p = resolveTableSetup(QStringLiteral("journal-extract"), QString(), QString())->profile;
        const Error e = where ? parseWherePredicate(p, text).error() : parseCellAssignment(p, text).error();
        QCOMPARE(e.kind, ErrorKind::InvalidInput);
        QVERIFY2(e.message.contains(message), qPrintable(e.message));
    }
};

QTEST_GUILESS_MAIN(TestTableSetup)
#include "tst_tablesetup.moc"
