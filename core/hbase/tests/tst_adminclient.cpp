// The admin half of the REST protocol, client and server together: schema changes that never drop
// a family by accident, namespaces, regions split by --region-rows with request counters that
// count, read-only refusals before the wire, and the schema check's rules.
#include <QTest>

#include <core/domain/profile.h>
#include <core/domain/schemacheck.h>
#include <core/hbase/adminclient.h>
#include <core/hbase/hbasenames.h>
#include <core/hbase/restclient.h>
#include <server/restserver.h>
#include <server/tablestore.h>

#include "common/callwait.h"
#include "common/rawhttp.h"
#include "common/scriptedhttpserver.h"
#include "common/servedtable.h"

using namespace Ei::Core;
using namespace Ei::Server;
using namespace Qt::StringLiterals;
using Ei::Test::await;
using Ei::Test::ServedTable;

namespace {

const Profile &journalProfile()
{
    static const ProfileRegistry registry = ProfileRegistry::builtin();
    return *registry.find(QStringLiteral("journal-extract"));
}

QStringList familyNames(const TableSchema &schema)
{
    QStringList names;
    for (const ColumnSchema &f : schema.families) {
        names.append(QString::fromUtf8(f.name));
    }
    return names;
}

QStringList rulesOf(const QList<SchemaFinding> &findings, RuleSeverity severity)
{
    QStringList rules;
    for (const SchemaFinding &f : findings) {
        if (f.severity == severity) {
            rules.append(f.rule);
        }
    }
    return rules;
}

using Attributes = QMap<QString, QString>;

} // namespace

class TestAdminClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Altering one family POSTs only that family: the others keep their attributes and data. A raw
    // PUT of the same family (what a careless client would send) replaces the descriptor and drops
    // the others, as HBase does; the client never sends it.
    void alterKeepsOtherFamilies_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QStringList>("familiesAfter");
        QTest::newRow("client alterFamily (POST)")
            << QByteArray("client") << QStringList{u"f"_s, u"file"_s, u"grobid0"_s, u"match0"_s};
        QTest::newRow("raw POST") << QByteArray("POST")
                                  << QStringList{u"f"_s, u"file"_s, u"grobid0"_s, u"match0"_s};
        QTest::newRow("raw PUT replaces") << QByteArray("PUT") << QStringList{u"grobid0"_s};
    }
    void alterKeepsOtherFamilies()
    {
        QFETCH(QByteArray, method);
        QFETCH(QStringList, familiesAfter);
        ServedTable served;
        QVERIFY(served.isListening());
        const QByteArray key = ServedTable::keyFor("alter");
        served.put({ServedTable::processedRow(key, "10.1234/x")});
        AdminClient admin(served.client());
        if (method == "client") {
            auto after =
                await(admin.alterFamily(served.table(), "grobid0", {{u"COMPRESSION"_s, u"SNAPPY"_s}}, false));
            EI_VERIFY_OK(after);
            QCOMPARE(after->family("grobid0")->attributes.value(u"COMPRESSION"_s), u"SNAPPY"_s);
            // Only one schema write, and it was a POST.
            qsizetype writes = 0;
            for (const RestLogEntry &e : served.server()->requestLog()) {
                if (e.method != "GET") {
                    QCOMPARE(e.method, QByteArray("POST"));
                    ++writes;
                }
            }
            QCOMPARE(writes, 1);
        } else {
            const auto r = Ei::Test::rawRequest(
                served.server()->port(), method, "/" + served.table().toUtf8() + "/schema",
                {{"Content-Type", "application/json"}},
                R"({"name":"x","ColumnSchema":[{"name":"grobid0","COMPRESSION":"SNAPPY"}]})");
            QVERIFY(r.status == 200 || r.status == 201);
        }
        QCOMPARE(familyNames(served.store()->schema()), familiesAfter);
        const auto row = served.store()->get(key, {});
        QVERIFY(row.has_value());
        const bool keptMatch =
            std::ranges::any_of(row->cells, [](const Cell &c) { return c.column == "match0:doi"; });
        QCOMPARE(keptMatch, familiesAfter.contains(u"match0"_s));
    }

    void addAndDropFamily()
    {
        ServedTable served;
        AdminClient admin(served.client());
        auto added = await(admin.alterFamily(served.table(), "extra0", {{u"VERSIONS"_s, u"3"_s}}, true));
        EI_VERIFY_OK(added);
        QCOMPARE(added->family("extra0")->attributes.value(u"VERSIONS"_s), u"3"_s);
        auto again = await(admin.alterFamily(served.table(), "extra0", {}, true));
        QVERIFY(!again);
        QCOMPARE(again.error().kind, ErrorKind::Conflict);
        auto dropped = await(admin.dropFamily(served.table(), "extra0"));
        EI_VERIFY_OK(dropped);
        QCOMPARE(familyNames(*dropped), (QStringList{u"f"_s, u"file"_s, u"grobid0"_s, u"match0"_s}));
        auto missing = await(admin.alterFamily(served.table(), "nosuch", {{u"VERSIONS"_s, u"1"_s}}, false));
        QCOMPARE(missing.error().kind, ErrorKind::NotFound);
    }

    void createTableNeverReplaces()
    {
        ServedTable served;
        AdminClient admin(served.client());
        auto created =
            await(admin.createTable(schemaFromProfile(journalProfile(), u"wbgrp-journal-extract-1-qa"_s)));
        EI_VERIFY_OK(created);
        QCOMPARE(created->family("grobid0")->attributes.value(u"COMPRESSION"_s), u"SNAPPY"_s);
        QCOMPARE(created->family("f")->attributes.value(u"VERSIONS"_s), u"1"_s);
        TableSchema other;
        other.name = served.table();
        other.families = {ColumnSchema{"only", {}}};
        auto existing = await(admin.createTable(other));
        QVERIFY(!existing);
        QCOMPARE(existing.error().kind, ErrorKind::Conflict);
        QCOMPARE(served.store()->schema().families.size(), 4);
        EI_VERIFY_OK(await(admin.dropTable(u"wbgrp-journal-extract-1-qa"_s)));
        QVERIFY(!served.server()->table(u"wbgrp-journal-extract-1-qa"_s));
        QCOMPARE(await(admin.dropTable(u"wbgrp-journal-extract-1-qa"_s)).error().kind, ErrorKind::NotFound);
    }

    // Every admin write of a read-only connection fails before any request.
    void readOnlyRefusedBeforeTheWire()
    {
        ServedTable served;
        ConnectionConfig config = served.client()->config();
        config.readOnly = true;
        RestClient client(config);
        AdminClient admin(&client);
        QCOMPARE(await(admin.createNamespace(u"ns"_s)).error().kind, ErrorKind::Forbidden);
        QCOMPARE(await(admin.dropNamespace(u"ns"_s)).error().kind, ErrorKind::Forbidden);
        QCOMPARE(await(admin.createTable(schemaFromProfile(journalProfile(), u"t"_s))).error().kind,
                 ErrorKind::Forbidden);
        QCOMPARE(await(admin.alterFamily(served.table(), "grobid0", {{u"VERSIONS"_s, u"2"_s}}, false))
                     .error()
                     .kind,
                 ErrorKind::Forbidden);
        QCOMPARE(await(admin.dropFamily(served.table(), "match0")).error().kind, ErrorKind::Forbidden);
        QCOMPARE(await(admin.dropTable(served.table())).error().kind, ErrorKind::Forbidden);
        QVERIFY(served.server()->requestLog().isEmpty());
    }

    void namespaces()
    {
        ServedTable served;
        AdminClient admin(served.client());
        EI_VERIFY_OK(await(admin.createNamespace(u"staging"_s)));
        QCOMPARE(await(admin.createNamespace(u"staging"_s)).error().kind,
                 ErrorKind::Forbidden); // 403: exists
        auto names = await(admin.namespaces());
        EI_VERIFY_OK(names);
        QCOMPARE(*names, (QStringList{u"default"_s, u"hbase"_s, u"staging"_s}));
        TableSchema t;
        t.name = u"staging:scratch"_s;
        t.families = {ColumnSchema{"cf", {}}};
        EI_VERIFY_OK(await(admin.createTable(t)));
        QCOMPARE(*await(admin.namespaceTables(u"staging"_s)), QStringList{u"scratch"_s});
        QCOMPARE(*await(admin.namespaceTables(u"default"_s)), QStringList{served.table()});
        // Not empty and built in: HBase answers 503 ("server unavailable" to a reader), so the
        // client says why before sending; then empty: 200; missing: the table listing's 500 (as
        // HBase 2.6.1 answers) and the namespace list make it NotFound.
        const auto notEmpty = await(admin.dropNamespace(u"staging"_s));
        QCOMPARE(notEmpty.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(notEmpty.error().message.contains(u"still has 1 table(s) (scratch)"_s),
                 qPrintable(notEmpty.error().message));
        EI_VERIFY_OK(await(admin.dropTable(u"staging:scratch"_s)));
        EI_VERIFY_OK(await(admin.dropNamespace(u"staging"_s)));
        QCOMPARE(await(admin.dropNamespace(u"staging"_s)).error().kind, ErrorKind::NotFound);
        const auto builtIn = await(admin.dropNamespace(u"default"_s));
        QCOMPARE(builtIn.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(builtIn.error().message.contains(u"built-in"_s), qPrintable(builtIn.error().message));
        t.name = u"nosuchns:t"_s;
        QVERIFY(!await(admin.createTable(t)));
    }

    // Names and attribute values HBase refuses never reach the gateway: it would answer a bare 500,
    // or (like serve, which stored "VERSIONS=abc" and a namespace "bad ns!") accept them.
    void refusedBeforeTheWire_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("attribute");
        QTest::addColumn<QString>("said");
        QTest::newRow("table name") << u"create"_s << u"bad name!"_s << QString() << u"not a table name"_s;
        QTest::newRow("table name starting with '-'")
            << u"create"_s << u"-t"_s << QString() << u"not a table name"_s;
        QTest::newRow("namespace of a table")
            << u"create"_s << u"bad-ns:t"_s << QString() << u"not a namespace name"_s;
        QTest::newRow("empty family") << u"create"_s << u"t2"_s << u"family="_s << u"needs a name"_s;
        QTest::newRow("family starting with '.'")
            << u"create"_s << u"t2"_s << u"family=.x"_s << u"not a family name"_s;
        QTest::newRow("VERSIONS on create")
            << u"create"_s << u"t2"_s << u"VERSIONS=abc"_s << u"whole number"_s;
        QTest::newRow("VERSIONS") << u"alter"_s << QString() << u"VERSIONS=abc"_s << u"whole number"_s;
        QTest::newRow("VERSIONS=0") << u"alter"_s << QString() << u"VERSIONS=0"_s << u"whole number from 1"_s;
        QTest::newRow("TTL") << u"alter"_s << QString() << u"TTL=-5"_s << u"whole number"_s;
        QTest::newRow("COMPRESSION") << u"alter"_s << QString() << u"COMPRESSION=zip"_s << u"SNAPPY"_s;
        QTest::newRow("BLOOMFILTER") << u"alter"_s << QString() << u"BLOOMFILTER=yes"_s << u"ROWCOL"_s;
        QTest::newRow("IN_MEMORY") << u"alter"_s << QString() << u"IN_MEMORY=1"_s << u"TRUE, FALSE"_s;
        QTest::newRow("namespace create")
            << u"create-ns"_s << u"bad ns!"_s << QString() << u"not a namespace name"_s;
        QTest::newRow("namespace drop") << u"drop-ns"_s << u"a.b"_s << QString() << u"not a namespace name"_s;
        QTest::newRow("built-in namespace") << u"drop-ns"_s << u"hbase"_s << QString() << u"built-in"_s;
    }
    void refusedBeforeTheWire()
    {
        QFETCH(QString, operation);
        QFETCH(QString, name);
        QFETCH(QString, attribute);
        QFETCH(QString, said);
        Ei::Test::ScriptedHttpServer server; // answers nothing: a request would fail the test
        QVERIFY(server.listen());
        ConnectionConfig config;
        config.baseUrl = server.url();
        config.table = u"t"_s;
        RestClient client(config);
        AdminClient admin(&client);
        const QString key = attribute.section(u'=', 0, 0);
        const QString value = attribute.section(u'=', 1);
        std::optional<Error> error;
        if (operation == u"create"_s) {
            TableSchema t;
            t.name = name;
            ColumnSchema family{"cf", {}};
            if (key == u"family"_s) {
                family.name = value.toUtf8();
            } else if (!key.isEmpty()) {
                family.attributes.insert(key, value);
            }
            t.families = {family};
            const auto r = await(admin.createTable(t));
            error = r ? std::nullopt : std::optional<Error>(r.error());
        } else if (operation == u"alter"_s) {
            const auto r = await(admin.alterFamily(u"t"_s, "cf", Attributes{{key, value}}, false));
            error = r ? std::nullopt : std::optional<Error>(r.error());
        } else {
            const auto r =
                await(operation == u"create-ns"_s ? admin.createNamespace(name) : admin.dropNamespace(name));
            error = r ? std::nullopt : std::optional<Error>(r.error());
        }
        QVERIFY(error);
        QCOMPARE(error->kind, ErrorKind::InvalidInput);
        QVERIFY2(error->message.contains(u"was not sent"_s) && error->message.contains(said),
                 qPrintable(error->message));
        QCOMPARE(server.requests().size(), 0);
    }

    // What HBase takes passes the same rules (lower-case values as the shell writes them too).
    void acceptedNamesAndValues_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("attribute");
        QTest::newRow("pipeline table") << u"wbgrp-journal-extract-0-qa"_s << u"COMPRESSION=snappy"_s;
        QTest::newRow("namespaced") << u"staging:t.x_1"_s << u"TTL=FOREVER"_s;
        QTest::newRow("versions") << u"t"_s << u"VERSIONS=3"_s;
        QTest::newRow("unknown attribute kept as metadata") << u"t"_s << u"NOTE=anything at all"_s;
        QTest::newRow("bloom filter") << u"t"_s << u"BLOOMFILTER=rowcol"_s;
    }
    void acceptedNamesAndValues()
    {
        QFETCH(QString, table);
        QFETCH(QString, attribute);
        QCOMPARE(tableNameProblem(table), std::nullopt);
        QCOMPARE(familyNameProblem("grobid0"), std::nullopt);
        QCOMPARE(familyAttributeProblem(attribute.section(u'=', 0, 0), attribute.section(u'=', 1)),
                 std::nullopt);
    }

    // HBase 2.6.1 answers the tables of a missing namespace with Jersey's bare 500, as other
    // failures: the namespace list decides between "does not exist" and the server's failure, for
    // the listing and for a drop (which lists the tables first).
    void missingNamespaceIs500_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QByteArray>("namespaceList");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        const QByteArray without = R"({"Namespace":["default","hbase"]})";
        const QByteArray with = R"({"Namespace":["default","hbase","ns"]})";
        const QString missing =
            u"Listing the tables of namespace 'ns' failed: the namespace does not exist."_s;
        const QString failed =
            u"Listing the tables of namespace 'ns' failed: the server reported an internal error (HTTP 500)."_s;
        QTest::newRow("tables, missing") << u"tables"_s << without << int(ErrorKind::NotFound) << missing;
        QTest::newRow("tables, there") << u"tables"_s << with << int(ErrorKind::ServerUnavailable) << failed;
        QTest::newRow("tables, list unreadable")
            << u"tables"_s << QByteArray("<html/>") << int(ErrorKind::ServerUnavailable) << failed;
        QTest::newRow("drop, missing") << u"drop"_s << without << int(ErrorKind::NotFound) << missing;
        QTest::newRow("drop, there") << u"drop"_s << with << int(ErrorKind::ServerUnavailable) << failed;
    }
    void missingNamespaceIs500()
    {
        QFETCH(QString, operation);
        QFETCH(QByteArray, namespaceList);
        QFETCH(int, kind);
        QFETCH(QString, message);
        Ei::Test::ScriptedHttpServer server;
        QVERIFY(server.listen());
        server.enqueue(Ei::Test::ScriptedResponse::json(
            500, "{\n\"message\":\"Request "
                 "failed.\",\n\"url\":\"/namespaces/ns/tables\",\n\"status\":\"500\"\n}"));
        server.enqueue(Ei::Test::ScriptedResponse::json(200, namespaceList));
        ConnectionConfig config;
        config.baseUrl = server.url();
        RestClient client(config);
        AdminClient admin(&client);
        std::optional<Error> error;
        if (operation == u"tables"_s) {
            const auto r = await(admin.namespaceTables(u"ns"_s));
            QVERIFY(!r);
            error = r.error();
        } else {
            const auto r = await(admin.dropNamespace(u"ns"_s));
            QVERIFY(!r);
            error = r.error();
        }
        QCOMPARE(int(error->kind), kind);
        QCOMPARE(error->message, message);
        const auto requests = server.requests();
        QCOMPARE(requests.size(), 2); // a drop sends no DELETE
        QCOMPARE(requests[0].target, QByteArray("/namespaces/ns/tables"));
        QCOMPARE(requests[1].target, QByteArray("/namespaces"));
    }

    // A gateway that answers 200 with something that is not the resource: a protocol error naming
    // the operation, never an empty list or a default value.
    void unreadableAnswersAreProtocolErrors_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("sentence");
        const QByteArray html = "<html>proxy login</html>";
        QTest::newRow("status") << u"status"_s << html << u"Reading the cluster status failed: "_s;
        QTest::newRow("namespaces, HTML")
            << u"namespaces"_s << html
            << u"Listing the namespaces failed: the answer is not a JSON object."_s;
        QTest::newRow("namespaces, array")
            << u"namespaces"_s << QByteArray("[]")
            << u"Listing the namespaces failed: the answer is not a JSON object."_s;
        QTest::newRow("namespace tables")
            << u"tables"_s << html
            << u"Listing the tables of namespace 'ns' failed: the answer is not a JSON object."_s;
        QTest::newRow("schema") << u"schema"_s << html << u"Reading the schema of table 't' failed: "_s;
        QTest::newRow("regions") << u"regions"_s << html << u"Reading the regions of table 't' failed: "_s;
    }

    void unreadableAnswersAreProtocolErrors()
    {
        QFETCH(QString, operation);
        QFETCH(QByteArray, body);
        QFETCH(QString, sentence);
        Ei::Test::ScriptedHttpServer server;
        QVERIFY(server.listen());
        server.enqueue(Ei::Test::ScriptedResponse::json(200, body));
        ConnectionConfig config;
        config.baseUrl = server.url();
        config.table = u"t"_s;
        RestClient client(config);
        AdminClient admin(&client);
        const auto errorOf = [](const auto &result) -> std::optional<Error> {
            return result ? std::nullopt : std::optional<Error>(result.error());
        };
        std::optional<Error> error;
        if (operation == u"status"_s) {
            error = errorOf(await(admin.clusterStatus()));
        } else if (operation == u"namespaces"_s) {
            error = errorOf(await(admin.namespaces()));
        } else if (operation == u"tables"_s) {
            error = errorOf(await(admin.namespaceTables(u"ns"_s)));
        } else if (operation == u"schema"_s) {
            error = errorOf(await(admin.schema(u"t"_s)));
        } else {
            error = errorOf(await(admin.regions(u"t"_s)));
        }
        QVERIFY(error);
        QVERIFY2(error->kind == ErrorKind::Protocol, qPrintable(error->message));
        QVERIFY2(error->message.startsWith(sentence), qPrintable(error->message));
    }

    // A write HBase refuses says why: the exception's message from the gateway's text/plain body
    // (HBase REST's 503 for a table whose codec failed its test), never a stack or a proxy's page.
    void refusalsCarryHBasesReason_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("reason");
        const QByteArray snappy =
            "Unavailable\r\norg.apache.hadoop.hbase.DoNotRetryIOException: org.apache.hadoop.hbase."
            "DoNotRetryIOException: Compression algorithm 'snappy' previously failed test. Set "
            "hbase.table.sanity.checks to false\r\n\tat org.apache.hadoop.hbase.util.TableDescriptorChecker."
            "warnOrThrowExceptionForFailure(TableDescriptorChecker.java:318)\r\n";
        QTest::newRow("503, codec")
            << 503 << QByteArray("text/plain") << snappy
            << u" HBase said: Compression algorithm 'snappy' previously failed test. Set "
               "hbase.table.sanity.checks to false"_s;
        QTest::newRow("500, remote exception")
            << 500 << QByteArray("text/plain")
            << QByteArray(
                   "Error\r\norg.apache.hadoop.hbase.ipc.RemoteWithExtrasException(org.apache.hadoop.hbase."
                   "NamespaceExistException): org.apache.hadoop.hbase.NamespaceExistException: ns\r\n")
            << u" HBase said: ns"_s;
        QTest::newRow("503, no exception")
            << 503 << QByteArray("text/plain") << QByteArray("Unavailable\r\n") << QString();
        QTest::newRow("503, a proxy's page")
            << 503 << QByteArray("text/html")
            << QByteArray("<html>java.lang.IllegalStateException: maintenance</html>") << QString();
    }
    void refusalsCarryHBasesReason()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, contentType);
        QFETCH(QByteArray, body);
        QFETCH(QString, reason);
        Ei::Test::ScriptedHttpServer server;
        QVERIFY(server.listen());
        Ei::Test::ScriptedResponse response = Ei::Test::ScriptedResponse::text(status, body);
        response.contentType = contentType;
        server.enqueue(response);
        ConnectionConfig config;
        config.baseUrl = server.url();
        RestClient client(config);
        AdminClient admin(&client);
        const auto result = await(admin.createNamespace(u"ns"_s));
        QVERIFY(!result);
        const QString expected = httpError(status, u"Creating namespace 'ns'"_s).message + reason;
        QCOMPARE(result.error().message, expected);
    }

    // 1,000 rows in regions of 100: ten regions with contiguous key ranges; the cluster status
    // counts each region's reads and writes.
    void regionsAndStatus()
    {
        ServedTable served;
        CellSet rows;
        for (int i = 0; i < 1000; ++i) {
            rows.append(Row{ServedTable::keyFor(QByteArray::number(i)),
                            {ServedTable::textCell("file:mime", "application/pdf")}});
        }
        served.put(rows);
        RestServerOptions options;
        options.regionRows = 100;
        served.server()->setOptions(options);
        AdminClient admin(served.client());
        auto regions = await(admin.regions(served.table()));
        EI_VERIFY_OK(regions);
        QCOMPARE(regions->size(), 10);
        QVERIFY(regions->first().startKey.isEmpty());
        QVERIFY(regions->last().endKey.isEmpty());
        for (qsizetype i = 1; i < regions->size(); ++i) {
            QCOMPARE(regions->at(i).startKey, regions->at(i - 1).endKey);
            QVERIFY(regions->at(i - 1).startKey < regions->at(i).startKey || i == 1);
        }
        // A read in the third region and a write in the last.
        const QByteArray third = regions->at(2).startKey;
        EI_VERIFY_OK(await(served.client()->getRow(third)));
        CellSet write{Row{regions->at(9).startKey, {Cell{"match0:doi", Cell::kNoTimestamp, "10.1/x"}}}};
        EI_VERIFY_OK(await(served.client()->put(write)));
        auto status = await(admin.clusterStatus());
        EI_VERIFY_OK(status);
        QCOMPARE(status->liveNodes.size(), 1);
        QCOMPARE(status->regions, 10);
        QVERIFY(status->requests > 0);
        const RegionLoad *load3 = status->load(regions->at(2).name.toUtf8());
        QVERIFY(load3);
        QCOMPARE(load3->readRequests, 1);
        const RegionLoad *load10 = status->load(regions->at(9).name.toUtf8());
        QVERIFY(load10);
        QCOMPARE(load10->writeRequests, 1);
        QCOMPARE(status->load(regions->at(0).name.toUtf8())->readRequests, 0);
    }

    void clusterStatusParsesOldAndNewShapes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<qint64>("memStore");
        QTest::addColumn<QStringList>("dead");
        QTest::newRow("2.x")
            << QByteArray(
                   R"({"regions":1,"requests":3,"averageLoad":1.0,"LiveNodes":[{"name":"h:1","startCode":5,"requests":3,"heapSizeMB":128,"maxHeapSizeMB":1024,"Region":[{"name":"dCwsMQ==","stores":1,"storefiles":1,"storefileSizeMB":7,"memStoreSizeMB":2,"readRequestsCount":4,"writeRequestsCount":5}]}],"DeadNodes":["d:1"]})")
            << qint64(2) << QStringList{u"d:1"_s};
        QTest::newRow("1.x strings")
            << QByteArray(
                   R"({"regions":"1","requests":"3","averageLoad":"1","LiveNodes":[{"name":"h:1","startCode":"5","Region":[{"name":"dCwsMQ==","memstoreSizeMB":"2"}]}],"DeadNodes":[]})")
            << qint64(2) << QStringList{};
    }
    void clusterStatusParsesOldAndNewShapes()
    {
        QFETCH(QByteArray, json);
        QFETCH(qint64, memStore);
        QFETCH(QStringList, dead);
        auto status = ClusterStatus::fromJson(json);
        EI_VERIFY_OK(status);
        QCOMPARE(status->regions, 1);
        QCOMPARE(status->liveNodes.first().regions.first().name, QByteArray("t,,1"));
        QCOMPARE(status->liveNodes.first().regions.first().memStoreSizeMB, memStore);
        QCOMPARE(status->deadNodes, dead);
        QVERIFY(!ClusterStatus::fromJson("[1]"));
    }

    // Seed 000: a row with both grobid0:status and match0:status is an error finding.
    void qualifierCollisionFound()
    {
        ServedTable served;
        AdminClient admin(served.client());
        EI_VERIFY_OK(
            await(admin.alterFamily(served.table(), "grobid0", {{u"COMPRESSION"_s, u"SNAPPY"_s}}, false)));
        const QByteArray key = ServedTable::keyFor("collision");
        served.put({ServedTable::processedRow(ServedTable::keyFor("clean"), "10.1/clean")});
        served.put({Row{key,
                        {ServedTable::textCell("grobid0:status", R"({"status":"success"})"),
                         ServedTable::textCell("match0:status", "matched")}}});
        auto report = await(runSchemaCheck(served.client(), &admin, journalProfile(), 1000, this));
        EI_VERIFY_OK(report);
        QCOMPARE(report->sampledRows, 2);
        QVERIFY(report->hasErrors());
        QCOMPARE(rulesOf(report->findings, RuleSeverity::Error), QStringList{u"qualifier-collision"_s});
        const SchemaFinding &f = report->findings.first();
        QCOMPARE(f.column, u"grobid0:status,match0:status"_s);
        QVERIFY(f.message.contains(u"grobid0:status, match0:status"_s));
        // match0:status is not declared by the profile either: a warning.
        QCOMPARE(rulesOf(report->findings, RuleSeverity::Warning), QStringList{u"undeclared-column"_s});
    }

    // A table created from the journal-extract profile, holding rows as the pipeline writes them,
    // passes its own check without any finding.
    void tableFromProfilePassesItsCheck()
    {
        ServedTable served;
        AdminClient admin(served.client());
        const QString name = u"wbgrp-journal-extract-2-qa"_s;
        EI_VERIFY_OK(await(admin.createTable(schemaFromProfile(journalProfile(), name))));
        CellSet rows;
        for (int i = 0; i < 20; ++i) {
            rows.append(ServedTable::processedRow(ServedTable::keyFor(QByteArray::number(i)),
                                                  "10.1/" + QByteArray::number(i)));
        }
        QVERIFY(served.server()->table(name)->put(rows).has_value());
        ConnectionConfig config = served.client()->config();
        config.table = name;
        RestClient client(config);
        auto report = await(runSchemaCheck(&client, &admin, journalProfile(), 1000, this));
        EI_VERIFY_OK(report);
        QCOMPARE(report->sampledRows, 20);
        QVERIFY2(report->findings.isEmpty(),
                 report->findings.isEmpty() ? "" : qPrintable(report->findings.first().message));
    }

    void schemaRules_data()
    {
        QTest::addColumn<QList<QByteArray>>("families");
        QTest::addColumn<Attributes>("grobidAttributes");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QStringList>("errors");
        QTest::addColumn<QStringList>("warnings");
        const QMap<QString, QString> snappy{{u"COMPRESSION"_s, u"SNAPPY"_s}, {u"VERSIONS"_s, u"1"_s}};
        const QByteArray good = ServedTable::keyFor("k");
        QTest::newRow("clean") << QList<QByteArray>{"f", "file", "match0"} << snappy << good << QStringList{}
                               << QStringList{};
        QTest::newRow("snappy missing")
            << QList<QByteArray>{"f", "file", "match0"} << QMap<QString, QString>{{u"VERSIONS"_s, u"1"_s}}
            << good << QStringList{u"family-attribute"_s} << QStringList{};
        QTest::newRow("versions 3") << QList<QByteArray>{"f", "file", "match0"}
                                    << QMap<QString, QString>{{u"COMPRESSION"_s, u"snappy"_s},
                                                              {u"VERSIONS"_s, u"3"_s}}
                                    << good << QStringList{u"family-attribute"_s} << QStringList{};
        QTest::newRow("match0 missing, extra family")
            << QList<QByteArray>{"f", "file", "extra"} << snappy << good << QStringList{u"family-missing"_s}
            << QStringList{u"family-unknown"_s};
        QTest::newRow("hex key") << QList<QByteArray>{"f", "file", "match0"} << snappy
                                 << QByteArray("63c57ad9949c6862bf7e92de750d78f34d4e4b69")
                                 << QStringList{u"key-format"_s} << QStringList{};
    }
    void schemaRules()
    {
        QFETCH(QList<QByteArray>, families);
        QFETCH(Attributes, grobidAttributes);
        QFETCH(QByteArray, key);
        QFETCH(QStringList, errors);
        QFETCH(QStringList, warnings);
        TableSchema schema;
        schema.name = u"t"_s;
        for (const QByteArray &f : families) {
            schema.families.append(ColumnSchema{f, {{u"VERSIONS"_s, u"1"_s}}});
        }
        schema.families.append(ColumnSchema{"grobid0", grobidAttributes});
        const CellSet sample{Row{key, {Cell{"file:mime", 1, {}}}}};
        const auto findings = checkSchema(journalProfile(), schema, sample);
        QCOMPARE(rulesOf(findings, RuleSeverity::Error), errors);
        QCOMPARE(rulesOf(findings, RuleSeverity::Warning), warnings);
        for (const SchemaFinding &f : findings) {
            if (f.rule == u"family-attribute"_s || f.rule == u"family-missing"_s) {
                QVERIFY(f.fix.has_value()); // one click in the window
            }
        }
    }

    void expectedSchemaParseErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not an object") << QByteArray("[]") << u"expectedSchema must be an object"_s;
        QTest::newRow("no families") << QByteArray("{}")
                                     << u"expectedSchema.families must be a non-empty array"_s;
        QTest::newRow("bad rule") << QByteArray(R"({"families":[{"name":"f"}],"rules":{"nope":"error"}})")
                                  << u"expectedSchema.rules.nope is not a known rule"_s;
        QTest::newRow("bad severity")
            << QByteArray(R"({"families":[{"name":"f"}],"rules":{"key-format":"fatal"}})")
            << u"must be error, warning or off"_s;
        QTest::newRow("unknown family") << QByteArray(R"({"families":[{"name":"zz"}]})")
                                        << u"'zz' is not one of the profile's families"_s;
    }
    void expectedSchemaParseErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const QByteArray profile =
            R"({"format":1,"name":"x","families":["f"],"expectedSchema":)" + json + "}";
        auto parsed = parseProfile(profile, u"x.json"_s);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().message.contains(message), qPrintable(parsed.error().message));
    }
};

QTEST_GUILESS_MAIN(TestAdminClient)
#include "tst_adminclient.moc"
