// The man pages made at build time from the programs' help JSON (packaging/docgen): roff escaping
// that no help text can break out of, and a page that carries every option, command, example and
// exit code of the description it was made from.
#include <docgen/manpage.h>
#include <docgen/programdoc.h>

#include <QTest>

using namespace Ei::Packaging;

class TestManPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roffText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("roff");
        QTest::newRow("plain") << QStringLiteral("at most N rows") << QStringLiteral("at most N rows");
        QTest::newRow("hyphens are minus signs")
            << QStringLiteral("--url, -o") << QStringLiteral("\\-\\-url, \\-o");
        QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("a\\eb");
        QTest::newRow("a leading dot is no request")
            << QStringLiteral(".jsonl files") << QStringLiteral("\\&.jsonl files");
        QTest::newRow("a leading quote is no request") << QStringLiteral("'x'") << QStringLiteral("\\&'x'");
        QTest::newRow("a dot inside stays") << QStringLiteral("a .pdf") << QStringLiteral("a .pdf");
        QTest::newRow("newline joins the line") << QStringLiteral("one\ntwo") << QStringLiteral("one two");
        QTest::newRow("control characters dropped")
            << QStringLiteral("a\x01\x7f") + u'b' << QStringLiteral("ab");
        QTest::newRow("non-ASCII as \\[u]")
            << QStringLiteral("Prüfung – ok") << QStringLiteral("Pr\\[u00FC]fung \\[u2013] ok");
        QTest::newRow("outside the BMP") << QString::fromUcs4(U"\U0001F600") << QStringLiteral("\\[u1F600]");
    }

    void roffText()
    {
        QFETCH(QString, text);
        QFETCH(QString, roff);
        QCOMPARE(Ei::Packaging::roffText(text), roff);
    }

    void parseRejects_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not JSON") << QByteArray("usage: extract-inspector-cli");
        QTest::newRow("an array") << QByteArray("[]");
        QTest::newRow("no summary") << QByteArray(R"({"program": "p"})");
        QTest::newRow("no program") << QByteArray(R"({"summary": "s"})");
    }

    void parseRejects()
    {
        QFETCH(QByteArray, json);
        const auto doc = parseProgramDoc(json);
        QVERIFY(!doc);
        QCOMPARE(doc.error().kind, Ei::Core::ErrorKind::InvalidInput);
    }

    void pageHasEverything()
    {
        const auto doc = parseProgramDoc(R"({
            "program": "tool", "summary": "does things",
            "globalOptions": [{"names": ["--url"], "value": "URL", "description": "the gateway"},
                              {"names": ["--quiet", "-q"], "description": "say less"}],
            "commands": [{"name": "scan", "synopsis": "scan [--limit N]", "summary": "rows as JSON lines",
                          "options": [{"names": ["--limit"], "value": "N", "description": "at most N rows"}],
                          "examples": [{"commandLine": "scan --limit 2", "description": "two rows"}],
                          "exitCodes": [{"code": 1, "meaning": "the server failed"}]}],
            "exitCodes": [{"code": 0, "meaning": "success"}, {"code": 2, "meaning": "usage error"}]})");
        QVERIFY2(doc, doc ? "" : qPrintable(doc.error().message));
        const QString page = manPage(
            *doc, {QStringLiteral("1.2.3"), QStringLiteral("2026-11-22"), {QStringLiteral("other(1)")}});
        for (const QString &expected :
             {QStringLiteral(".TH \"TOOL\" 1 \"2026\\-11\\-22\" \"tool 1.2.3\" \"User Commands\"\n"),
              QStringLiteral(".SH NAME\ntool \\- does things\n"), QStringLiteral(".SH GLOBAL OPTIONS\n"),
              QStringLiteral(".TP\n\\fB\\-\\-url\\fR \\fIURL\\fR\nthe gateway\n"),
              // short spellings first, as --help shows them
              QStringLiteral(".TP\n\\fB\\-q\\fR, \\fB\\-\\-quiet\\fR\nsay less\n"),
              QStringLiteral(".SS \"scan [\\-\\-limit N]\"\nrows as JSON lines\n"),
              QStringLiteral(".TP\n\\fB\\-\\-limit\\fR \\fIN\\fR\nat most N rows\n"),
              QStringLiteral(".TP\n\\fBtool scan \\-\\-limit 2\\fR\ntwo rows\n"),
              QStringLiteral(".TP\n\\fB1\\fR\nthe server failed\n"), QStringLiteral(".SH EXIT STATUS\n"),
              QStringLiteral(".TP\n\\fB2\\fR\nusage error\n"),
              QStringLiteral(".SH SEE ALSO\n\\fBother\\fR(1)\n")}) {
            QVERIFY2(page.contains(expected), qPrintable(expected + QStringLiteral("\nnot in:\n") + page));
        }
        // Only ASCII, and no text line that roff would take for a request.
        for (const QString &line : page.split(u'\n')) {
            for (const QChar c : line) {
                QVERIFY2(c.unicode() < 0x80, qPrintable(line));
            }
        }
    }

    void programWithoutCommands()
    {
        const auto doc = parseProgramDoc(R"({
            "program": "viewer", "summary": "shows things",
            "globalOptions": [{"names": ["--pdf"], "value": "file", "description": "a PDF"}],
            "arguments": [{"name": "path", "syntax": "[path]", "description": "what to open"}]})");
        QVERIFY(doc);
        const QString page = manPage(*doc, {QStringLiteral("1"), QStringLiteral("2026-01-01"), {}});
        QVERIFY2(page.contains(QStringLiteral("[\\fIOPTIONS\\fR] [path]\n")), qPrintable(page));
        QVERIFY(page.contains(QStringLiteral(".SH OPTIONS\n")));
        QVERIFY(page.contains(QStringLiteral(".SH ARGUMENTS\n.TP\n\\fIpath\\fR\nwhat to open\n")));
        QVERIFY(!page.contains(QStringLiteral("COMMANDS")));
        QVERIFY(!page.contains(QStringLiteral("SEE ALSO")));
    }
};

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
