// The filter language (HBase's ParseFilter syntax, hbase-rest.md §2.4) of `serve`'s stateless scans
// and multiget: the reference's examples over a raw socket, precedence, quoting, version gating
// of filter_b64 and multiget filters, 400s with a clear body; and the client's renderer
// (filtertext.h) round-tripping through the server's parser.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUtf8StringView>

#include <core/hbase/cellset.h>
#include <core/hbase/filter.h>
#include <core/hbase/filtertext.h>
#include <core/hbase/restpath.h>
#include <server/filterlanguage.h>
#include <server/restserver.h>
#include <server/tablestore.h>

#include "common/rawhttp.h"

using namespace Ei::Core;
using namespace Ei::Server;
using Ei::Test::rawRequest;
using Ei::Test::RawResponse;

namespace {

// row1..row4 and abc1/abc2 in table "users" (families cf, cf2).
void fill(RestServer &server)
{
    CellSet rows;
    const auto cell = [](const QByteArray &column, const QByteArray &value) {
        return Cell{column, 1000, value};
    };
    rows.append(Row{"abc1", {cell("cf:1", "one"), cell("cf:a", "value1")}});
    rows.append(Row{"abc2", {cell("cf:2", "two")}});
    rows.append(Row{"row1", {cell("cf:1", "one"), cell("cf:b", "x"), cell("cf2:z", "zeta")}});
    rows.append(Row{"row2", {cell("cf:a", "value2"), cell("cf:b", "it's")}});
    rows.append(Row{"row3", {cell("cf:1", QByteArray("\x00\xff", 2)), cell("cf:c", "Value3")}});
    rows.append(Row{"row4", {cell("cf:a", "value4")}});
    QVERIFY(server.table(QStringLiteral("users"))->put(rows).has_value());
}

// "key:col,col;key:col" of a CellSet answer, or "<status>".
QByteArray summary(const RawResponse &r)
{
    if (r.status != 200) {
        return '<' + QByteArray::number(r.status) + '>';
    }
    auto rows = decodeCellSetJson(r.body);
    if (!rows) {
        return "<bad json>";
    }
    QByteArrayList parts;
    for (const Row &row : *rows) {
        QByteArrayList columns;
        for (const Cell &c : row.cells) {
            columns.append(c.column);
        }
        parts.append(row.key + ':' + columns.join(','));
    }
    return parts.join(';');
}

QByteArray filterQuery(const QByteArray &text)
{
    return "filter=" + RestPath::percentEncode(text);
}

} // namespace

class TestRestFilterLanguage : public QObject
{
    Q_OBJECT

    std::unique_ptr<RestServer> m_server;

    RawResponse get(const QByteArray &target)
    {
        return rawRequest(m_server->port(), "GET", target, {{"Accept", "application/json"}});
    }

private Q_SLOTS:
    void init()
    {
        m_server = Ei::Test::startRestServer();
        QVERIFY(m_server);
        fill(*m_server);
    }
    void cleanup() { m_server.reset(); }

    void statelessScanFilters_data()
    {
        QTest::addColumn<QByteArray>("filter");
        QTest::addColumn<QByteArray>("expected");
        // The reference's own examples (TestTableScan, ParseFilter's documentation).
        QTest::newRow("PrefixFilter")
            << QByteArray("PrefixFilter('row1')") << QByteArray("row1:cf:1,cf:b,cf2:z");
        QTest::newRow("QualifierFilter binary")
            << QByteArray("QualifierFilter(=,'binary:1')") << QByteArray("abc1:cf:1;row1:cf:1;row3:cf:1");
        QTest::newRow("compound AND")
            << QByteArray("PrefixFilter('abc') AND QualifierFilter(=,'binary:1')") << QByteArray("abc1:cf:1");
        QTest::newRow("ColumnRangeFilter with spaces")
            << QByteArray("ColumnRangeFilter ('a', true, 'b', false)")
            << QByteArray("abc1:cf:a;row2:cf:a;row4:cf:a");
        QTest::newRow("ValueFilter substring") << QByteArray("ValueFilter(=,'substring:VALUE')")
                                               << QByteArray("abc1:cf:a;row2:cf:a;row3:cf:c;row4:cf:a");
        QTest::newRow("ValueFilter regexstring")
            << QByteArray("ValueFilter(=,'regexstring:^value[24]$')") << QByteArray("row2:cf:a;row4:cf:a");
        QTest::newRow("RowFilter <=")
            << QByteArray("RowFilter(<=, 'binary:abc2')") << QByteArray("abc1:cf:1,cf:a;abc2:cf:2");
        QTest::newRow("RowFilter binaryprefix !=")
            << QByteArray("RowFilter(!=,'binaryprefix:row')") << QByteArray("abc1:cf:1,cf:a;abc2:cf:2");
        QTest::newRow("FamilyFilter >=")
            << QByteArray("FamilyFilter(>=,'binary:cf2')") << QByteArray("row1:cf2:z");
        QTest::newRow("ColumnPrefixFilter")
            << QByteArray("ColumnPrefixFilter('b')") << QByteArray("row1:cf:b;row2:cf:b");
        QTest::newRow("KeyOnlyFilter AND FirstKeyOnlyFilter")
            << QByteArray("PrefixFilter('row') AND KeyOnlyFilter() AND FirstKeyOnlyFilter()")
            << QByteArray("row1:cf:1;row2:cf:a;row3:cf:1;row4:cf:a");
        QTest::newRow("PageFilter") << QByteArray("PageFilter(2)") << QByteArray("abc1:cf:1,cf:a;abc2:cf:2");
        QTest::newRow("SingleColumnValueFilter 6 args")
            << QByteArray("SingleColumnValueFilter('cf','a',=,'binary:value2',true,true)")
            << QByteArray("row2:cf:a,cf:b");
        // ParseFilter's defaults: filterIfMissing false, so rows without cf:a pass.
        QTest::newRow("SingleColumnValueFilter 4 args")
            << QByteArray("SingleColumnValueFilter('cf','a',!=,'binary:value2')")
            << QByteArray("abc1:cf:1,cf:a;abc2:cf:2;row1:cf:1,cf:b,cf2:z;row3:cf:1,cf:c;row4:cf:a");
        QTest::newRow("quote doubled")
            << QByteArray("ValueFilter(=,'binary:it''s')") << QByteArray("row2:cf:b");
        // AND binds tighter than OR; parentheses change it.
        QTest::newRow("OR and AND precedence")
            << QByteArray("PrefixFilter('abc2') OR PrefixFilter('row') AND QualifierFilter(=,'binary:c')")
            << QByteArray("abc2:cf:2;row3:cf:c");
        QTest::newRow("parentheses")
            << QByteArray("(PrefixFilter('abc2') OR PrefixFilter('row')) AND QualifierFilter(=,'binary:2')")
            << QByteArray("abc2:cf:2");
        // SKIP drops a row when any cell fails; WHILE stops at the first such row.
        QTest::newRow("SKIP") << QByteArray("SKIP ValueFilter(!=,'binary:x')")
                              << QByteArray(
                                     "abc1:cf:1,cf:a;abc2:cf:2;row2:cf:a,cf:b;row3:cf:1,cf:c;row4:cf:a");
        QTest::newRow("WHILE") << QByteArray("WHILE RowFilter(<,'binary:row2')")
                               << QByteArray("abc1:cf:1,cf:a;abc2:cf:2;row1:cf:1,cf:b,cf2:z");
        QTest::newRow("binary bytes")
            << "ValueFilter(=,'binary:" + QByteArray("\x00\xff", 2) + "')" << QByteArray("row3:cf:1");
    }
    void statelessScanFilters()
    {
        QFETCH(QByteArray, filter);
        QFETCH(QByteArray, expected);
        // filter= is decoded as UTF-8 text by the server: bytes that are not UTF-8 become U+FFFD.
        const bool text = QUtf8StringView(filter).isValidUtf8();
        QCOMPARE(summary(get("/users/*?" + filterQuery(filter))), text ? expected : QByteArray());
        // filter_b64 carries the same text (this server is 2.6.1, which knows it) and wins.
        QCOMPARE(summary(get("/users/*?filter=PageFilter(0)&filter_b64=" + RestPath::base64UrlPiece(filter))),
                 expected);
    }

    void prefixPathAndFilterTogether()
    {
        QCOMPARE(summary(get("/users/row*?" + filterQuery("QualifierFilter(=,'binary:a')") + "&limit=1")),
                 QByteArray("row2:cf:a"));
    }

    void malformedFiltersAre400_data()
    {
        QTest::addColumn<QByteArray>("filter");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("unknown filter") << QByteArray("NoSuchFilter('a')") << QByteArray("not supported");
        QTest::newRow("unclosed quote") << QByteArray("PrefixFilter('a)") << QByteArray("not closed");
        QTest::newRow("missing paren") << QByteArray("PrefixFilter('a'") << QByteArray("')' is missing");
        QTest::newRow("bad operator")
            << QByteArray("RowFilter(=>,'binary:a')") << QByteArray("compare operator");
        QTest::newRow("bad comparator") << QByteArray("RowFilter(=,'a')") << QByteArray("binary:");
        QTest::newRow("wrong count") << QByteArray("PrefixFilter('a','b')") << QByteArray("argument");
        QTest::newRow("dangling AND") << QByteArray("PrefixFilter('a') AND") << QByteArray("filter name");
        QTest::newRow("trailing text") << QByteArray("KeyOnlyFilter() x") << QByteArray("unexpected");
        QTest::newRow("unquoted string") << QByteArray("PrefixFilter(a)") << QByteArray("quoted");
        QTest::newRow("bad regex") << QByteArray("ValueFilter(=,'regexstring:(')")
                                   << QByteArray("regular expression");
        QTest::newRow("empty") << QByteArray("") << QByteArray("filter name");
    }
    void malformedFiltersAre400()
    {
        QFETCH(QByteArray, filter);
        QFETCH(QByteArray, says);
        const RawResponse r = get("/users/*?" + filterQuery(filter));
        QCOMPARE(r.status, 400);
        QVERIFY2(r.body.startsWith("Bad request: "), r.body.constData());
        QVERIFY2(r.body.contains(says), r.body.constData());
        QVERIFY(!r.body.contains("\tat ")); // one sentence, no stack trace
    }

    void filterB64IsRawBase64()
    {
        // @Encoded: "%3D" is not padding.
        QCOMPARE(
            get("/users/*?filter_b64=" + QByteArray("PageFilter(1)").toBase64().replace("=", "%3D")).status,
            400);
        QCOMPARE(summary(get("/users/*?filter_b64=" + QByteArray("PageFilter(1)").toBase64())),
                 QByteArray("abc1:cf:1,cf:a"));
    }

    void versionGating()
    {
        RestServerOptions options = m_server->options();
        options.hbaseVersion = QStringLiteral("2.5.8");
        m_server->setOptions(options);
        // filter= exists since 0.98; filter_b64 and multiget filters are unknown before 2.5.9: ignored.
        QCOMPARE(summary(get("/users/*?" + filterQuery("PrefixFilter('abc2')"))), QByteArray("abc2:cf:2"));
        QCOMPARE(
            summary(get("/users/*?limit=2&filter_b64=" + RestPath::base64UrlPiece("PrefixFilter('row')"))),
            QByteArray("abc1:cf:1,cf:a;abc2:cf:2"));
        QCOMPARE(summary(get("/users/multiget?row=row1&row=row2&" + filterQuery("PrefixFilter('row2')"))),
                 QByteArray("row1:cf:1,cf:b,cf2:z;row2:cf:a,cf:b"));
        options.hbaseVersion = QStringLiteral("2.5.9");
        m_server->setOptions(options);
        QCOMPARE(summary(get("/users/multiget?row=row1&row=row2&" + filterQuery("PrefixFilter('row2')"))),
                 QByteArray("row2:cf:a,cf:b"));
        // All rows filtered out: 404 as for missing rows (testMultiCellGetFilterJSON).
        QCOMPARE(get("/users/multiget?row=row1&" + filterQuery("PrefixFilter('zzz')")).status, 404);
        QCOMPARE(get("/users/multiget?row=row1&" + filterQuery("PrefixFilter(")).status, 400);
    }

    void clientRenderingRoundTrips()
    {
        const QList<std::pair<const char *, Filter>> filters{
            {"prefix with quote", Filter::prefix("it's")},
            {"column prefix", Filter::columnPrefix("b")},
            {"page", Filter::page(3)},
            {"key only", Filter::keyOnly()},
            {"first key only", Filter::firstKeyOnly()},
            {"row binary <", Filter::row(CompareOp::Less, Comparator::binary("row2"))},
            {"qualifier prefix", Filter::qualifier(CompareOp::Equal, Comparator::binaryPrefix("a"))},
            {"value substring",
             Filter::value(CompareOp::Equal, Comparator::substring(QStringLiteral("alu")))},
            {"value regex", Filter::value(CompareOp::NotEqual, Comparator::regex(QStringLiteral("v.*'x")))},
            {"family >=", Filter::family(CompareOp::GreaterOrEqual, Comparator::binary("cf2"))},
            {"binary bytes", Filter::value(CompareOp::Equal, Comparator::binary(QByteArray("\x00\xff'", 3)))},
            {"where predicates", *whereFilter({QStringLiteral("cf:a=value2"), QStringLiteral("has:cf:b"),
                                               QStringLiteral("missing:cf:c")})},
            {"any",
             Filter::any({Filter::prefix("abc"), Filter::all({Filter::prefix("row"), Filter::keyOnly()})})},
        };
        for (const auto &[name, filter] : filters) {
            auto text = renderFilterText(filter);
            QVERIFY2(text.has_value(), name);
            auto json = filterLanguageToJson(text->text);
            QVERIFY2(json.has_value(), name);
            QVERIFY2(*json == filter.toJsonObject(), name);
            // The server takes it (the evaluation itself is statelessScanFilters' business).
            const RawResponse r = get("/users/*?filter_b64=" + RestPath::base64UrlPiece(text->text));
            QVERIFY2(r.status == 200, name);
        }
    }

    void renderingRules()
    {
        QCOMPARE(renderFilterText(Filter::prefix("it's"))->text, QByteArray("PrefixFilter('it''s')"));
        QCOMPARE(renderFilterText(
                     Filter::all({Filter::prefix("a"), Filter::any({Filter::keyOnly(), Filter::page(2)})}))
                     ->text,
                 QByteArray("(PrefixFilter('a') AND (KeyOnlyFilter() OR PageFilter(2)))"));
        QCOMPARE(renderFilterText(
                     Filter::singleColumnValue("f", "c", CompareOp::NotEqual, Comparator::binary("x"), true))
                     ->text,
                 QByteArray("SingleColumnValueFilter('f','c',!=,'binary:x',true,true)"));
        QVERIFY(renderFilterText(Filter::page(1))->hasPageFilter);
        QVERIFY(!renderFilterText(Filter::keyOnly())->hasPageFilter);
        // What the language cannot say is an InvalidInput sentence.
        const auto noOp = renderFilterText(Filter::row(CompareOp::NoOp, Comparator::binary("a")));
        QCOMPARE(noOp.error().kind, ErrorKind::InvalidInput);
        QVERIFY(noOp.error().message.contains(QStringLiteral("NO_OP")));
        QJsonObject nullComparator{{QStringLiteral("type"), QStringLiteral("ValueFilter")},
                                   {QStringLiteral("op"), QStringLiteral("EQUAL")},
                                   {QStringLiteral("comparator"),
                                    QJsonObject{{QStringLiteral("type"), QStringLiteral("NullComparator")}}}};
        QVERIFY(renderFilterText(Filter::fromJsonObject(nullComparator))
                    .error()
                    .message.contains(QStringLiteral("NullComparator")));
        QVERIFY(!renderFilterText(Filter::all({})).has_value());
        QVERIFY(!renderFilterText(
                     Filter::fromJsonObject({{QStringLiteral("type"), QStringLiteral("FuzzyRowFilter")}}))
                     .has_value());
    }
};

QTEST_GUILESS_MAIN(TestRestFilterLanguage)
#include "tst_restfilterlanguage.moc"
