// Filter JSON of hbase-rest.md §2.3 and the CLI's --where predicates.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <core/hbase/filter.h>

using namespace Ei::Core;

class TestFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json_data()
    {
        QTest::addColumn<QByteArray>("actual");
        QTest::addColumn<QByteArray>("expected");
        // Expected strings are the protocol document's examples (member order is not significant;
        // QJsonObject sorts members, the server does not care).
        QTest::newRow("prefix") << Filter::prefix("row").toJson()
                                << QByteArray("{\"type\":\"PrefixFilter\",\"value\":\"cm93\"}");
        QTest::newRow("page") << Filter::page(10).toJson()
                              << QByteArray("{\"type\":\"PageFilter\",\"value\":\"10\"}");
        QTest::newRow("keyonly") << Filter::keyOnly().toJson() << QByteArray("{\"type\":\"KeyOnlyFilter\"}");
        QTest::newRow("firstkey") << Filter::firstKeyOnly().toJson()
                                  << QByteArray("{\"type\":\"FirstKeyOnlyFilter\"}");
        QTest::newRow("colprefix") << Filter::columnPrefix("a").toJson()
                                   << QByteArray("{\"type\":\"ColumnPrefixFilter\",\"value\":\"YQ==\"}");
        QTest::newRow("row binary")
            << Filter::row(CompareOp::GreaterOrEqual, Comparator::binary("row2")).toJson()
            << QByteArray("{\"comparator\":{\"type\":\"BinaryComparator\",\"value\":\"cm93Mg==\"},"
                          "\"op\":\"GREATER_OR_EQUAL\",\"type\":\"RowFilter\"}");
        QTest::newRow("qualifier prefix")
            << Filter::qualifier(CompareOp::Equal, Comparator::binaryPrefix("a")).toJson()
            << QByteArray("{\"comparator\":{\"type\":\"BinaryPrefixComparator\",\"value\":\"YQ==\"},\"op\":"
                          "\"EQUAL\","
                          "\"type\":\"QualifierFilter\"}");
        QTest::newRow("value regex plain")
            << Filter::value(CompareOp::Equal, Comparator::regex(QStringLiteral("val.*"))).toJson()
            << QByteArray("{\"comparator\":{\"type\":\"RegexStringComparator\",\"value\":\"val.*\"},\"op\":"
                          "\"EQUAL\","
                          "\"type\":\"ValueFilter\"}");
        QTest::newRow("value substring plain")
            << Filter::value(CompareOp::Equal, Comparator::substring(QStringLiteral("alu"))).toJson()
            << QByteArray(
                   "{\"comparator\":{\"type\":\"SubstringComparator\",\"value\":\"alu\"},\"op\":\"EQUAL\","
                   "\"type\":\"ValueFilter\"}");
        QTest::newRow("family") << Filter::family(CompareOp::NotEqual, Comparator::binary("cf")).toJson()
                                << QByteArray(
                                       "{\"comparator\":{\"type\":\"BinaryComparator\",\"value\":\"Y2Y=\"},"
                                       "\"op\":\"NOT_EQUAL\",\"type\":\"FamilyFilter\"}");
        QTest::newRow("scvf")
            << Filter::singleColumnValue("cf", "a", CompareOp::Equal, Comparator::binary("value1"), true,
                                         true)
                   .toJson()
            << QByteArray("{\"comparator\":{\"type\":\"BinaryComparator\",\"value\":\"dmFsdWUx\"},\"family\":"
                          "\"Y2Y=\","
                          "\"ifMissing\":true,\"latestVersion\":true,\"op\":\"EQUAL\",\"qualifier\":\"YQ==\","
                          "\"type\":\"SingleColumnValueFilter\"}");
        QTest::newRow("list all")
            << Filter::all({Filter::prefix("row"), Filter::keyOnly()}).toJson()
            << QByteArray("{\"filters\":[{\"type\":\"PrefixFilter\",\"value\":\"cm93\"},{\"type\":"
                          "\"KeyOnlyFilter\"}],\"op\":\"MUST_PASS_ALL\",\"type\":\"FilterList\"}");
        QTest::newRow("list any")
            << Filter::any({Filter::keyOnly()}).toJson()
            << QByteArray("{\"filters\":[{\"type\":\"KeyOnlyFilter\"}],\"op\":\"MUST_PASS_ONE\","
                          "\"type\":\"FilterList\"}");
    }
    void json()
    {
        QFETCH(QByteArray, actual);
        QFETCH(QByteArray, expected);
        QCOMPARE(actual, expected);
    }

    void where_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("op");
        QTest::addColumn<bool>("ifMissing");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("equals") << QStringLiteral("match0:mstatus=matched") << QStringLiteral("EQUAL") << true
                                << QByteArray("matched");
        QTest::newRow("not equals") << QStringLiteral("match0:mstatus!=matched")
                                    << QStringLiteral("NOT_EQUAL") << true << QByteArray("matched");
        QTest::newRow("value with =")
            << QStringLiteral("f:c=a=b") << QStringLiteral("EQUAL") << true << QByteArray("a=b");
        QTest::newRow("empty value") << QStringLiteral("f:c=") << QStringLiteral("EQUAL") << true
                                     << QByteArray();
        QTest::newRow("has") << QStringLiteral("has:grobid0:tei_xml") << QStringLiteral("GREATER_OR_EQUAL")
                             << true << QByteArray();
        QTest::newRow("missing") << QStringLiteral("missing:grobid0:tei_xml") << QStringLiteral("LESS")
                                 << false << QByteArray();
        QTest::newRow("at least") << QStringLiteral("file:size>=100") << QStringLiteral("GREATER_OR_EQUAL")
                                  << true << QByteArray("100");
        QTest::newRow("below") << QStringLiteral("file:size<100") << QStringLiteral("LESS") << true
                               << QByteArray("100");
        QTest::newRow("equals a value with < and ~")
            << QStringLiteral("f:c=<a>~b") << QStringLiteral("EQUAL") << true << QByteArray("<a>~b");
    }
    void where()
    {
        QFETCH(QString, text);
        QFETCH(QString, op);
        QFETCH(bool, ifMissing);
        QFETCH(QByteArray, value);
        auto f = whereFilter({text});
        QVERIFY(f.has_value());
        const QJsonObject o = f->toJsonObject();
        QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("SingleColumnValueFilter"));
        QCOMPARE(o.value(QStringLiteral("op")).toString(), op);
        QCOMPARE(o.value(QStringLiteral("ifMissing")).toBool(), ifMissing);
        QCOMPARE(o.value(QStringLiteral("latestVersion")).toBool(), true);
        QCOMPARE(QByteArray::fromBase64(
                     o.value(QStringLiteral("comparator"))[QStringLiteral("value")].toString().toLatin1()),
                 value);
    }

    // ~ and !~ send the pattern as written in a RegexStringComparator; !~ lets rows without the
    // column through, so that it is exactly the rows ~ leaves out.
    void whereRegex_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("op");
        QTest::addColumn<bool>("ifMissing");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("matches") << QStringLiteral("f:c~\"d\":\\s*\"2017-10") << QStringLiteral("EQUAL")
                                 << true << QStringLiteral("\"d\":\\s*\"2017-10");
        QTest::newRow("does not match")
            << QStringLiteral("grobid0:metadata!~\"grobid_version\"=x") << QStringLiteral("NOT_EQUAL")
            << false << QStringLiteral("\"grobid_version\"=x");
    }
    void whereRegex()
    {
        QFETCH(QString, text);
        QFETCH(QString, op);
        QFETCH(bool, ifMissing);
        QFETCH(QString, pattern);
        auto f = whereFilter({text});
        QVERIFY(f.has_value());
        const QJsonObject o = f->toJsonObject();
        QCOMPARE(o.value(QStringLiteral("op")).toString(), op);
        QCOMPARE(o.value(QStringLiteral("ifMissing")).toBool(), ifMissing);
        const QJsonObject comparator = o.value(QStringLiteral("comparator")).toObject();
        QCOMPARE(comparator.value(QStringLiteral("type")).toString(),
                 QStringLiteral("RegexStringComparator"));
        QCOMPARE(comparator.value(QStringLiteral("value")).toString(), pattern);
    }

    void whereUsesEncoder()
    {
        const ValueEncoder asLong = [](QByteArray column, QString text) -> Result<QByteArray> {
            if (column != "grobid0:status_code") {
                return text.toUtf8();
            }
            bool ok = false;
            const qint64 v = text.toLongLong(&ok);
            if (!ok) {
                return fail(ErrorKind::InvalidInput, QStringLiteral("not a number"));
            }
            QByteArray out(8, '\0');
            for (int i = 0; i < 8; ++i) {
                out[7 - i] = char((v >> (8 * i)) & 0xff);
            }
            return out;
        };
        auto f = whereFilter({QStringLiteral("grobid0:status_code=200")}, asLong);
        QVERIFY(f.has_value());
        QCOMPARE(f->toJsonObject()[QStringLiteral("comparator")][QStringLiteral("value")].toString(),
                 QStringLiteral("AAAAAAAAAMg="));
        auto bad = whereFilter({QStringLiteral("grobid0:status_code=abc")}, asLong);
        QCOMPARE(bad.error().kind, ErrorKind::InvalidInput);
    }

    void whereCombinesWithMustPassAll()
    {
        auto f = whereFilter({QStringLiteral("has:f:c"), QStringLiteral("missing:grobid0:tei_xml")});
        QVERIFY(f.has_value());
        QCOMPARE(f->toJsonObject().value(QStringLiteral("op")).toString(), QStringLiteral("MUST_PASS_ALL"));
        QCOMPARE(f->toJsonObject().value(QStringLiteral("filters")).toArray().size(), 2);
    }

    void whereRejectsMalformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("no column") << QStringLiteral("=x");
        QTest::newRow("no qualifier") << QStringLiteral("f=x");
        QTest::newRow("no operator") << QStringLiteral("f:c");
        QTest::newRow("has without qualifier") << QStringLiteral("has:f");
        QTest::newRow("missing empty") << QStringLiteral("missing:");
        QTest::newRow("empty qualifier") << QStringLiteral("f:=x");
        QTest::newRow("bad regex") << QStringLiteral("f:c~(unclosed");
        QTest::newRow("greater without =") << QStringLiteral("file:size>5");
    }
    void whereRejectsMalformed()
    {
        QFETCH(QString, text);
        auto f = whereFilter({text});
        QVERIFY(!f.has_value());
        QCOMPARE(f.error().kind, ErrorKind::InvalidInput);
        QVERIFY(f.error().message.contains(text));
    }
};

QTEST_APPLESS_MAIN(TestFilter)
#include "tst_filter.moc"
