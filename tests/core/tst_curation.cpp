// The pure builders behind curator edits: minfo revisions and capped history, quality, reprocess.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

#include <core/domain/curation.h>
#include <core/domain/journalrow.h>
#include <core/domain/rowkey.h>

using namespace Ei::Core;

namespace {

const Profile &journalProfile()
{
    static const ProfileRegistry reg = ProfileRegistry::builtin();
    return *reg.find(QStringLiteral("journal-extract"));
}

QDateTime at(int day)
{
    return QDateTime(QDate(2026, 1, day), QTime(12, 0), QTimeZone::UTC);
}

QJsonObject object(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestCuration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firstEdit()
    {
        MatchEdit e{QStringLiteral("confirmed"),
                    QStringLiteral("https://doi.org/10.1177/02683962211048201"),
                    QStringLiteral("checked against the PDF"),
                    QStringLiteral("ann"),
                    at(1),
                    std::nullopt};
        const auto cells = buildMatchEdit(journalProfile(), {}, e);
        QVERIFY2(cells.has_value(), qPrintable(cells ? QString() : cells.error().message));
        QCOMPARE(cells->rev, 1);
        QCOMPARE(cells->mstatus, QByteArray("confirmed"));
        QCOMPARE(cells->doi, QByteArray("10.1177/02683962211048201"));
        const QJsonObject m = object(cells->minfo);
        QCOMPARE(m.value(QLatin1StringView("rev")).toInt(), 1);
        QCOMPARE(m.value(QLatin1StringView("updated")).toString(), QStringLiteral("2026-01-01T12:00:00Z"));
        QCOMPARE(m.value(QLatin1StringView("by")).toString(), QStringLiteral("ann"));
        const QJsonArray h = m.value(QLatin1StringView("history")).toArray();
        QCOMPARE(h.size(), 1);
        QCOMPARE(h[0].toObject().value(QLatin1StringView("mstatus")).toString(), QStringLiteral("confirmed"));
        // The decoder reads back what the builder wrote.
        Row row{"sha1:MPCXVWMUTRUGFP36SLPHKDLY6NGU4S3J",
                {Cell{"match0:mstatus", 1, cells->mstatus}, Cell{"match0:doi", 1, cells->doi},
                 Cell{"match0:minfo", 1, cells->minfo}}};
        const JournalRow j = decodeJournalRow(row, &journalProfile());
        QCOMPARE(j.match->rev, 1);
        QCOMPARE(j.match->note, QStringLiteral("checked against the PDF"));
        QCOMPARE(j.match->history.size(), 1);
    }

    void laterEditsKeepVerdictAndCapHistory()
    {
        QByteArray minfo;
        const QJsonObject verdict{{QStringLiteral("verdict"), QStringLiteral("strong")}};
        for (int i = 1; i <= 7; ++i) {
            MatchEdit e{i % 2 ? QStringLiteral("needs-review") : QStringLiteral("rejected"),
                        QString(),
                        QStringLiteral("edit %1").arg(i),
                        QStringLiteral("bob"),
                        at(i),
                        i == 1 ? std::optional(verdict) : std::nullopt};
            const auto cells = buildMatchEdit(journalProfile(), minfo, e, 5);
            QVERIFY(cells.has_value());
            QCOMPARE(cells->rev, i);
            QVERIFY(cells->doi.isEmpty());
            minfo = cells->minfo;
        }
        const QJsonObject m = object(minfo);
        QCOMPARE(m.value(QLatin1StringView("rev")).toInt(), 7);
        QCOMPARE(m.value(QLatin1StringView("verdict")).toObject(), verdict); // kept from edit 1
        const QJsonArray h = m.value(QLatin1StringView("history")).toArray();
        QCOMPARE(h.size(), 5); // capped
        QCOMPARE(h.first().toObject().value(QLatin1StringView("rev")).toInt(), 3);
        QCOMPARE(h.last().toObject().value(QLatin1StringView("rev")).toInt(), 7); // newest last
        QCOMPARE(h.last().toObject().value(QLatin1StringView("note")).toString(), QStringLiteral("edit 7"));
    }

    void garbageMinfoStartsOver()
    {
        MatchEdit e{QStringLiteral("matched"), QString(), QString(),
                    QStringLiteral("ann"),     at(2),     std::nullopt};
        const auto cells = buildMatchEdit(journalProfile(), "{not json", e);
        QVERIFY(cells.has_value());
        QCOMPARE(cells->rev, 1);
    }

    void editRejects_data()
    {
        QTest::addColumn<QString>("mstatus");
        QTest::addColumn<QString>("doi");
        QTest::addColumn<QString>("by");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown status")
            << QStringLiteral("maybe") << QString() << QStringLiteral("ann")
            << QStringLiteral("'maybe' is not a match status: expected one of matched");
        QTest::newRow("bad doi") << QStringLiteral("confirmed") << QStringLiteral("not-a-doi")
                                 << QStringLiteral("ann") << QStringLiteral("is not a DOI");
        QTest::newRow("no curator") << QStringLiteral("confirmed") << QString() << QStringLiteral("  ")
                                    << QStringLiteral("a curator name is needed");
    }
    void editRejects()
    {
        QFETCH(QString, mstatus);
        QFETCH(QString, doi);
        QFETCH(QString, by);
        QFETCH(QString, message);
        const auto cells =
            buildMatchEdit(journalProfile(), {}, MatchEdit{mstatus, doi, QString(), by, at(1), std::nullopt});
        QVERIFY(!cells.has_value());
        QCOMPARE(cells.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(cells.error().message.contains(message), qPrintable(cells.error().message));
    }

    void quality()
    {
        const auto first = buildQuality(journalProfile(), "marginal", QStringLiteral("Good"),
                                        QStringLiteral("ann"), QStringLiteral("fine"), at(3));
        QVERIFY(first.has_value());
        QCOMPARE(*first,
                 QByteArray("{\"at\":\"2026-01-03T12:00:00Z\",\"by\":\"ann\",\"note\":\"fine\",\"quality\":"
                            "\"good\",\"rev\":1}"));
        const auto second = buildQuality(journalProfile(), *first, QStringLiteral("bad"),
                                         QStringLiteral("bob"), QString(), at(4));
        QCOMPARE(object(*second).value(QLatin1StringView("rev")).toInt(), 2);
        QVERIFY(
            !buildQuality(journalProfile(), {}, QStringLiteral("great"), QStringLiteral("ann"), QString()));
        QVERIFY(!buildQuality(journalProfile(), {}, QStringLiteral("good"), QString(), QString()));
    }

    void reprocess()
    {
        ReprocessRequest r;
        r.by = QStringLiteral("ann");
        r.reason = QStringLiteral("wrong title");
        r.requested = at(5);
        r.previousStatusCode = 200;
        r.previousGrobidVersion = QStringLiteral("0.5.1");
        r.previousTei = "<TEI/>";
        const auto json = buildReprocess(r);
        QVERIFY(json.has_value());
        const QJsonObject o = object(*json);
        QCOMPARE(o.value(QLatin1StringView("requested")).toString(), QStringLiteral("2026-01-05T12:00:00Z"));
        const QJsonObject prev = o.value(QLatin1StringView("previous")).toObject();
        QCOMPARE(prev.value(QLatin1StringView("status_code")).toInt(), 200);
        QCOMPARE(prev.value(QLatin1StringView("grobid_version")).toString(), QStringLiteral("0.5.1"));
        QCOMPARE(prev.value(QLatin1StringView("tei_sha1")).toString(),
                 QString::fromLatin1(Sha1::ofData("<TEI/>").toHex()));
        r.previousStatusCode.reset();
        r.previousTei.clear();
        const QJsonObject bare = object(*buildReprocess(r)).value(QLatin1StringView("previous")).toObject();
        QVERIFY(bare.value(QLatin1StringView("status_code")).isNull());
        QVERIFY(bare.value(QLatin1StringView("tei_sha1")).isNull());
        r.by.clear();
        QVERIFY(!buildReprocess(r).has_value());
    }

    void undoRecordsTheRevisionItUndoes()
    {
        MatchEdit edit{QStringLiteral("confirmed"), QString(), QString(),
                       QStringLiteral("ann"),       at(1),     std::nullopt};
        const auto first = buildMatchEdit(journalProfile(), {}, edit);
        QVERIFY(first.has_value());
        QVERIFY(!object(first->minfo)
                     .value(QLatin1StringView("history"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .contains(QLatin1StringView("undo_of")));
        // An undo may restore "no status" (the row had none); a plain edit may not.
        edit.mstatus.clear();
        QVERIFY(!buildMatchEdit(journalProfile(), first->minfo, edit));
        const auto undo = buildMatchEdit(journalProfile(), first->minfo, edit, kMatchHistoryCap, first->rev);
        QVERIFY(undo.has_value());
        QCOMPARE(undo->rev, 2);
        QVERIFY(undo->mstatus.isEmpty());
        const QJsonObject step =
            object(undo->minfo).value(QLatin1StringView("history")).toArray().at(1).toObject();
        QCOMPARE(step.value(QLatin1StringView("undo_of")).toInt(), 1);

        const auto quality = buildQuality(journalProfile(), "good", QStringLiteral("bad"),
                                          QStringLiteral("ann"), QString(), at(2), 4);
        QVERIFY(quality.has_value());
        QCOMPARE(object(*quality).value(QLatin1StringView("undo_of")).toInt(), 4);
    }

    void timestampIsUtc()
    {
        const QDateTime local(QDate(2026, 1, 1), QTime(13, 0), QTimeZone(3600));
        QCOMPARE(curationTimestamp(local), QStringLiteral("2026-01-01T12:00:00Z"));
        QVERIFY(curationTimestamp(QDateTime()).endsWith(u'Z'));
    }
};

QTEST_GUILESS_MAIN(TestCuration)
#include "tst_curation.moc"
