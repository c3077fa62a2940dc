// Table profiles: every shipped profile loads, table-name selection, user directories, and
// validation messages that name the file and the field.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/profile.h>

using namespace Ei::Core;

namespace {

// A minimal valid profile with one field replaced, so each bad case differs in exactly one place.
QByteArray profileWith(const QByteArray &extra)
{
    QByteArray json =
        "{\"format\": 1, \"name\": \"x\", \"families\": [\"f\"], \"columns\": [{\"column\": \"f:a\", "
        "\"type\": \"utf8\"}, {\"column\": \"f:b\", \"type\": \"json\"}, {\"column\": \"f:c\", "
        "\"type\": \"int64-be\"}, {\"column\": \"f:d\", \"type\": \"bytes\"}]";
    if (!extra.isEmpty()) {
        json += ", " + extra;
    }
    return json + "}";
}

} // namespace

class TestProfile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtinsLoad()
    {
        const ProfileRegistry reg = ProfileRegistry::builtin();
        QVERIFY2(reg.errors().isEmpty(),
                 qPrintable(reg.errors().isEmpty() ? QString() : reg.errors().first().message));
        QCOMPARE(reg.names(),
                 (QStringList{QStringLiteral("gbif-occurrence"), QStringLiteral("generic"),
                              QStringLiteral("grouperfish"), QStringLiteral("journal-extract")}));
    }

    void journalExtract()
    {
        const ProfileRegistry reg = ProfileRegistry::builtin();
        const Profile *p = reg.find(QStringLiteral("journal-extract"));
        QVERIFY(p);
        QCOMPARE(p->keyFormat, KeyFormat::Sha1B32Prefixed);
        // Every column of domain.md §1 with its real encoding.
        const QList<QPair<QByteArray, ColumnType>> expected{
            {"f:c", ColumnType::Json},
            {"file:mime", ColumnType::Utf8},
            {"file:cdx", ColumnType::Json},
            {"file:size", ColumnType::Int64Be},
            {"file:meta", ColumnType::Json},
            {"grobid0:status_code", ColumnType::Int64Be},
            {"grobid0:status", ColumnType::Json},
            {"grobid0:tei_xml", ColumnType::XmlTei},
            {"grobid0:tei_json", ColumnType::Json},
            {"grobid0:metadata", ColumnType::Json},
            {"grobid0:quality", ColumnType::Json},
            {"match0:mstatus", ColumnType::Utf8},
            {"match0:doi", ColumnType::Utf8},
            {"match0:minfo", ColumnType::Json},
        };
        for (const auto &[column, type] : expected) {
            QCOMPARE(p->typeOf(column), type);
        }
        QVERIFY(p->isHeavy("grobid0:tei_xml"));
        QVERIFY(!p->lightListColumns().contains("grobid0:tei_xml"));
        QVERIFY(p->lightListColumns().contains("grobid0:status_code"));
        // A curator's list shows status, match and DOI (with the key, GROBID version and title);
        // the rest is read but hidden until chosen.
        QCOMPARE(p->listHidden, (QList<QByteArray>{"file:mime", "file:size", "grobid0:quality"}));
        QCOMPARE(p->mstatusVocabulary,
                 (QStringList{QStringLiteral("matched"), QStringLiteral("unmatched"),
                              QStringLiteral("ambiguous"), QStringLiteral("confirmed"),
                              QStringLiteral("rejected"), QStringLiteral("needs-review")}));
        for (const char *id : {"backfilled", "processed", "grobid-error", "oversize", "unparseable-xml",
                               "queued-for-reprocessing", "incomplete"}) {
            QVERIFY2(p->lifecycleState(QString::fromLatin1(id)), id);
        }
        QCOMPARE(p->typeOf("f:unknown"), ColumnType::Auto);
    }

    void grouperfishKeys()
    {
        const ProfileRegistry reg = ProfileRegistry::builtin();
        const Profile *p = reg.find(QStringLiteral("grouperfish"));
        QVERIFY(p);
        QCOMPARE(p->keyFormat, KeyFormat::Utf8);
        const KeyStructure *docs = p->keyStructureFor(QStringLiteral("documents"));
        QVERIFY(docs);
        const auto parts = splitKey(*docs, "org.mozilla.input/desktop,windows,4.0/\xf5\x7b");
        QCOMPARE(parts.size(), 3);
        QCOMPARE(parts[0].second, QByteArray("org.mozilla.input"));
        QCOMPARE(parts[1].second, QByteArray("desktop,windows,4.0"));
        QCOMPARE(parts[2].second, QByteArray("\xf5\x7b"));
        const KeyStructure *clusters = p->keyStructureFor(QStringLiteral("clusters"));
        QVERIFY(clusters);
        const auto cparts = splitKey(*clusters, "/DEFAULT/org.mozilla.input/desktop/1304467200/17");
        QCOMPARE(cparts.size(), 5);
        QCOMPARE(cparts[0].second, QByteArray("DEFAULT"));
        QCOMPARE(cparts[3].second, QByteArray("1304467200"));
        QCOMPARE(cparts[4].second, QByteArray("17"));
        QCOMPARE(p->typeOf("membership:DEFAULT"), ColumnType::Utf8);
        QCOMPARE(p->typeOf("documents:abc123"), ColumnType::DecimalUtf8);
        QCOMPARE(p->typeOf("mahout:vector"), ColumnType::VectorBytes);
        QCOMPARE(p->typeOf("meta:size"), ColumnType::DecimalUtf8);
    }

    void gbifRecordGroups()
    {
        const ProfileRegistry reg = ProfileRegistry::builtin();
        const Profile *p = reg.find(QStringLiteral("gbif-occurrence"));
        QVERIFY(p);
        QCOMPARE(p->recordGroups.size(), 1);
        const RecordGroup &g = p->recordGroups.first();
        QCOMPARE(g.locate("o:identifier_1"), (std::optional<std::pair<int, qsizetype>>{{1, 1}}));
        QCOMPARE(g.locate("o:identifier_type_12"), (std::optional<std::pair<int, qsizetype>>{{12, 0}}));
        QVERIFY(!g.locate("o:identifier_"));
        QVERIFY(!g.locate("o:identifier_x"));
        QVERIFY(!g.locate("x:identifier_1"));
        QVERIFY(!g.locate("o:identifier_0"));
        QCOMPARE(p->typeOf("o:count"), ColumnType::DecimalUtf8);
    }

    void tableSelection_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("profile");
        QTest::newRow("prod") << QStringLiteral("wbgrp-journal-extract-0-prod")
                              << QStringLiteral("journal-extract");
        QTest::newRow("qa") << QStringLiteral("wbgrp-journal-extract-0-qa")
                            << QStringLiteral("journal-extract");
        QTest::newRow("other") << QStringLiteral("users") << QStringLiteral("generic");
        QTest::newRow("empty") << QString() << QStringLiteral("generic");
        QTest::newRow("prefix only") << QStringLiteral("wbgrp-journal-extract") << QStringLiteral("generic");
        QTest::newRow("grouperfish docs") << QStringLiteral("documents") << QStringLiteral("grouperfish");
        QTest::newRow("gbif") << QStringLiteral("prod_occurrence") << QStringLiteral("gbif-occurrence");
    }
    void tableSelection()
    {
        QFETCH(QString, table);
        QFETCH(QString, profile);
        const ProfileRegistry reg = ProfileRegistry::builtin();
        QCOMPARE(reg.forTable(table).name, profile);
        QCOMPARE((*reg.resolve(QString(), table))->name, profile);
        // --profile overrides the table name.
        QCOMPARE((*reg.resolve(QStringLiteral("generic"), table))->name, QStringLiteral("generic"));
    }

    void unknownProfileName()
    {
        const auto r = ProfileRegistry::builtin().resolve(QStringLiteral("nope"), QString());
        QVERIFY(!r.has_value());
        QVERIFY(r.error().message.contains(QLatin1StringView("journal-extract")));
    }

    void validation_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"name\": ")
                                  << QStringLiteral("profiles/x.json: not valid JSON");
        QTest::newRow("array") << QByteArray("[]")
                               << QStringLiteral("profiles/x.json: a profile must be a JSON object");
        QTest::newRow("bad type")
            << QByteArray("{\"name\": \"x\", \"columns\": [{\"column\": \"f:a\", \"type\": \"utf8\"}, "
                          "{\"column\": \"f:b\", \"type\": "
                          "\"json\"}, {\"column\": \"f:c\", \"type\": \"json\"}, {\"column\": \"f:d\", "
                          "\"type\": \"int32\"}]}")
            << QStringLiteral("profiles/x.json: columns[3].type 'int32' is not a known type (json, "
                              "int64-be, utf8, xml-tei, bytes, decimal-utf8, unix-time-utf8, "
                              "vector-bytes, auto)");
        QTest::newRow("missing name")
            << QByteArray("{\"columns\": []}") << QStringLiteral("profiles/x.json: name is missing");
        QTest::newRow("bad name") << QByteArray("{\"name\": \"Has Space\"}")
                                  << QStringLiteral("profiles/x.json: name 'Has Space' must use only");
        QTest::newRow("wrong format") << QByteArray("{\"format\": 2, \"name\": \"x\"}")
                                      << QStringLiteral("profiles/x.json: format must be 1");
        QTest::newRow("unknown field") << profileWith("\"colums\": []")
                                       << QStringLiteral("profiles/x.json: colums is not a known field");
        QTest::newRow("column without colon")
            << QByteArray("{\"name\": \"x\", \"columns\": [{\"column\": \"size\", \"type\": \"utf8\"}]}")
            << QStringLiteral("profiles/x.json: columns[0].column 'size' must be family:qualifier");
        QTest::newRow("family not listed")
            << QByteArray(
                   "{\"name\": \"x\", \"families\": [\"f\"], \"columns\": [{\"column\": \"g:a\", \"type\": "
                   "\"utf8\"}]}")
            << QStringLiteral("profiles/x.json: columns[0].column 'g:a' is in family 'g'");
        QTest::newRow("duplicate column")
            << profileWith("").replace("f:b", "f:a")
            << QStringLiteral("profiles/x.json: columns[1].column 'f:a' is declared twice");
        QTest::newRow("type missing") << QByteArray("{\"name\": \"x\", \"columns\": [{\"column\": \"f:a\"}]}")
                                      << QStringLiteral("profiles/x.json: columns[0].type is missing");
        QTest::newRow("heavy not bool")
            << profileWith("").replace("\"type\": \"bytes\"", "\"type\": \"bytes\", \"heavy\": 1")
            << QStringLiteral("profiles/x.json: columns[3].heavy must be true or false");
        QTest::newRow("list column undeclared")
            << profileWith("\"listColumns\": [\"f:a\", \"f:zz\"]")
            << QStringLiteral("profiles/x.json: listColumns[1] 'f:zz' is not one "
                              "of the declared columns");
        QTest::newRow("hidden column not listed")
            << profileWith("\"listColumns\": [\"f:a\"], \"listHidden\": [\"f:b\"]")
            << QStringLiteral("profiles/x.json: listHidden[0] 'f:b' is not one of the listColumns");
        QTest::newRow("key format") << profileWith("\"key\": {\"format\": \"sha256\"}")
                                    << QStringLiteral(
                                           "profiles/x.json: key.format 'sha256' is not a key format");
        QTest::newRow("key structure part")
            << profileWith("\"key\": {\"format\": \"utf8\", \"structures\": [{\"separator\": \"/\", "
                           "\"parts\": [{\"label\": \"x\"}]}]}")
            << QStringLiteral("profiles/x.json: key.structures[0].parts[0].name is "
                              "missing");
        QTest::newRow("record group without fields")
            << profileWith("\"recordGroups\": [{\"name\": \"g\", \"family\": \"f\", \"fields\": []}]")
            << QStringLiteral("profiles/x.json: recordGroups[0].fields must list at least one field");
        QTest::newRow("vocabulary not strings")
            << profileWith("\"vocabularies\": {\"match0:mstatus\": [1]}")
            << QStringLiteral("profiles/x.json: vocabularies.match0:mstatus[0] "
                              "must be a non-empty string");
        QTest::newRow("lifecycle not object")
            << profileWith("\"lifecycle\": [\"processed\"]")
            << QStringLiteral("profiles/x.json: lifecycle[0] must be an object");
    }
    void validation()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const auto p = parseProfile(json, QStringLiteral("profiles/x.json"));
        QVERIFY(!p.has_value());
        QCOMPARE(p.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(p.error().message.startsWith(message), qPrintable(p.error().message));
    }

    void minimalValidProfile()
    {
        const auto p = parseProfile(profileWith("\"tables\": [\"t-*\"]"), QStringLiteral("x.json"));
        QVERIFY2(p.has_value(), qPrintable(p ? QString() : p.error().message));
        QCOMPARE(p->columns.size(), 4);
        QVERIFY(p->matchesTable(QStringLiteral("t-1")));
        QVERIFY(!p->matchesTable(QStringLiteral("u-1")));
    }

    void userDirectory()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto write = [&](const QString &name, const QByteArray &content) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        };
        write(QStringLiteral("a-good.json"), profileWith("\"tables\": [\"wbgrp-journal-extract-9-*\"]"));
        write(QStringLiteral("b-broken.json"),
              "{\"name\": \"y\", \"columns\": [{\"column\": \"f:a\", \"type\": \"int32\"}]}");
        write(QStringLiteral("ignored.txt"), "not a profile");
        ProfileRegistry reg = ProfileRegistry::builtin();
        QCOMPARE(reg.addDirectory(dir.path()), 1);
        QCOMPARE(reg.errors().size(), 1);
        QVERIFY2(reg.errors().first().message.contains(
                     QLatin1StringView("b-broken.json: columns[0].type 'int32'")),
                 qPrintable(reg.errors().first().message));
        // A user profile matching a table wins over the built-in one.
        QCOMPARE(reg.forTable(QStringLiteral("wbgrp-journal-extract-9-qa")).name, QStringLiteral("x"));
        QCOMPARE(reg.forTable(QStringLiteral("wbgrp-journal-extract-0-qa")).name,
                 QStringLiteral("journal-extract"));
        // An explicit path.
        const auto added = reg.addFile(dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!added.has_value());
        QCOMPARE(added.error().kind, ErrorKind::Io);
        QVERIFY(added.error().message.contains(QLatin1StringView("missing.json")));
        QVERIFY(ProfileRegistry::userProfileDirectory().endsWith(QLatin1StringView("/profiles")));
    }
};

QTEST_GUILESS_MAIN(TestProfile)
#include "tst_profile.moc"
