// The Match tab's Crossref lookup: records held in the process (the demo's mirror), a connection's
// source over HTTP (found, unknown, broken, slow), no source at all, one lookup at a time, and
// records read ahead.
#include <common/crossrefstubserver.h>
#include <common/testutil.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <models/crossreflookup.h>

using Ei::Models::CrossrefLookup;
using Ei::Test::CrossrefStubServer;

namespace {

const QString kJitDoi = QStringLiteral("10.1177/02683962211048201");

QByteArray jitEnvelope()
{
    return Ei::Test::readFile(
        Ei::Test::corpusPath(QStringLiteral("pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json")));
}

Ei::Core::CrossrefSource apiAt(const CrossrefStubServer &server)
{
    return *Ei::Core::CrossrefSource::parse(QStringLiteral("crossref-api:") + server.baseUrl());
}

} // namespace

class TestCrossrefLookup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void localRecords_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("doi");
        QTest::addColumn<bool>("known");
        QTest::newRow("known") << kJitDoi << true;
        QTest::newRow("unknown") << "10.5555/nothing" << false;
    }
    void localRecords()
    {
        QFETCH(QString, doi);
        QFETCH(bool, known);
        const QJsonObject message =
            QJsonDocument::fromJson(jitEnvelope()).object().value(u"message").toObject();
        CrossrefLookup lookup;
        lookup.setLocalRecords([message](const QString &asked) -> std::optional<QJsonObject> {
            return asked == kJitDoi ? std::optional(message) : std::nullopt;
        });
        QList<CrossrefLookup::Answer> answers;
        lookup.lookup(doi, [&answers](const CrossrefLookup::Answer &a) { answers.append(a); });
        QCOMPARE(answers.size(), 1); // at once
        QVERIFY(!answers[0].pending);
        QCOMPARE(answers[0].message.isEmpty(), !known);
        QCOMPARE(answers[0].problem,
                 known ? QString() : QStringLiteral("No Crossref record is known for %1.").arg(doi));
    }

    void noSource()
    {
        CrossrefLookup lookup;
        QList<CrossrefLookup::Answer> answers;
        lookup.lookup(kJitDoi, [&answers](const CrossrefLookup::Answer &a) { answers.append(a); });
        QCOMPARE(answers.size(), 1);
        QVERIFY(answers[0].problem.contains(QStringLiteral("no Crossref source")));
        QVERIFY(answers[0].message.isEmpty());
    }

    // Over the network: "looking up" at once, then the record or why there is none.
    void overTheNetwork_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("problemStart");
        QTest::newRow("found") << 200 << "";
        QTest::newRow("unknown DOI") << 404 << "No Crossref record is known for";
        QTest::newRow("server error")
            << 503 << "The Crossref record of 10.1177/02683962211048201 could not be read:";
    }
    void overTheNetwork()
    {
        QFETCH(int, status);
        QFETCH(QString, problemStart);
        CrossrefStubServer server;
        QVERIFY(server.listen());
        server.setFallback({status, status == 200 ? jitEnvelope() : QByteArray("{}"), false});
        CrossrefLookup lookup;
        lookup.setSource(apiAt(server), std::chrono::seconds(10));
        QList<CrossrefLookup::Answer> answers;
        lookup.lookup(kJitDoi, [&answers](const CrossrefLookup::Answer &a) { answers.append(a); });
        QCOMPARE(answers.size(), 1);
        QVERIFY(answers[0].pending);
        QCOMPARE(answers[0].problem, QStringLiteral("Looking up %1 in Crossref…").arg(kJitDoi));
        QTRY_COMPARE(answers.size(), 2);
        QVERIFY(!answers[1].pending);
        if (problemStart.isEmpty()) {
            QVERIFY(answers[1].problem.isEmpty());
            QCOMPARE(answers[1].message.value(u"DOI").toString(), kJitDoi);
        } else {
            QVERIFY2(answers[1].problem.startsWith(problemStart), qPrintable(answers[1].problem));
            QVERIFY(answers[1].message.isEmpty());
        }
        QCOMPARE(server.requests().size(), 1);
    }

    // A new lookup (the next row) cancels the one under way; that one never answers again, nor
    // does one cancelled by clear() (the connection closed).
    void oneLookupAtATime()
    {
        EI_REQUIRE_CORPUS();
        CrossrefStubServer server;
        QVERIFY(server.listen());
        server.route("/works/10.5555%2Fslow", {200, {}, true});
        server.setFallback({200, jitEnvelope(), false});
        CrossrefLookup lookup;
        lookup.setSource(apiAt(server), std::chrono::seconds(30));
        int slowAnswers = 0;
        lookup.lookup(QStringLiteral("10.5555/slow"),
                      [&slowAnswers](const CrossrefLookup::Answer &) { ++slowAnswers; });
        QTRY_COMPARE(server.requests().size(), 1);
        QList<CrossrefLookup::Answer> answers;
        lookup.lookup(kJitDoi, [&answers](const CrossrefLookup::Answer &a) { answers.append(a); });
        QTRY_COMPARE(answers.size(), 2);
        QCOMPARE(slowAnswers, 1); // only its "looking up"
        lookup.lookup(QStringLiteral("10.5555/slow"),
                      [&slowAnswers](const CrossrefLookup::Answer &) { ++slowAnswers; });
        QTRY_COMPARE(server.requests().size(), 3);
        lookup.clear();
        QCOMPARE(slowAnswers, 2);
        // With the source gone the next lookup says so.
        lookup.lookup(kJitDoi, [&answers](const CrossrefLookup::Answer &a) { answers.append(a); });
        QVERIFY(answers.constLast().problem.contains(QStringLiteral("no Crossref source")));
        QCOMPARE(slowAnswers, 2);
    }

    // The rows ahead are read ahead (an HTTP source: only the first of them); looking that DOI up
    // then asks the server nothing more.
    void prefetchedRecordAnswersWithoutAsking()
    {
        EI_REQUIRE_CORPUS();
        CrossrefStubServer server;
        QVERIFY(server.listen());
        server.setFallback({200, jitEnvelope(), false});
        CrossrefLookup lookup;
        lookup.setSource(apiAt(server), std::chrono::seconds(10));
        lookup.prefetch({kJitDoi, QStringLiteral("10.5555/later")});
        QTRY_COMPARE(server.requests().size(), 1);
        QVERIFY(server.requests()[0].target.endsWith("02683962211048201"));
        QList<CrossrefLookup::Answer> answers;
        lookup.lookup(kJitDoi, [&answers](const CrossrefLookup::Answer &a) { answers.append(a); });
        QTRY_COMPARE(answers.size(), 2);
        QCOMPARE(answers[1].message.value(u"DOI").toString(), kJitDoi);
        QCOMPARE(server.requests().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCrossrefLookup)
#include "tst_crossreflookup.moc"
