// The metainfo's <releases>, the project's one list of releases (docs/packaging.md): read for the
// man pages' date and turned into the package's Debian changelog; a version bumped without its
// release entry is refused rather than dated with another release's date.
#include <docgen/releases.h>

#include <QFile>
#include <QTest>

using namespace Ei::Packaging;

namespace {

QByteArray metainfo(const QByteArray &releases)
{
    return "<?xml version=\"1.0\"?>\n<component type=\"desktop-application\">\n<id>x</id>\n<releases>\n" +
           releases + "</releases>\n</component>\n";
}

} // namespace

class TestReleases : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheProjectsMetainfo()
    {
        const QString path =
            qEnvironmentVariable("EI_SOURCE_DIR") +
            QStringLiteral("/resources/freedesktop/org.extractinspector.ExtractInspector.metainfo.xml.in");
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const auto releases = readReleases(file.readAll());
        QVERIFY2(releases, releases ? "" : qPrintable(releases.error().message));
        // The build's version has its release, dated (ei-docgen fails the build otherwise).
        const auto current = currentRelease(*releases, QStringLiteral(EI_PROJECT_VERSION));
        QVERIFY2(current, current ? "" : qPrintable(current.error().message));
        QVERIFY(current->date.isValid());
        QVERIFY(!current->notes.isEmpty());
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("message");
        QTest::newRow("no release") << metainfo("") << QStringLiteral("no <release>");
        QTest::newRow("no date") << metainfo("<release version=\"1.0\"/>\n") << QStringLiteral("line 5");
        QTest::newRow("not an ISO date")
            << metainfo("<release version=\"1.0\" date=\"22.11.2026\"/>\n") << QStringLiteral("YYYY-MM-DD");
        QTest::newRow("no version") << metainfo("<release date=\"2026-11-22\"/>\n")
                                    << QStringLiteral("a version");
        QTest::newRow("malformed") << metainfo("<release version=\"1.0\" date=\"2026-11-22\">\n")
                                   << QStringLiteral("metainfo line");
    }

    void rejects()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, message);
        const auto releases = readReleases(xml);
        QVERIFY(!releases);
        QVERIFY2(releases.error().message.contains(message), qPrintable(releases.error().message));
    }

    void currentReleaseMustBeTheNewest_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("found");
        QTest::newRow("newest") << QStringLiteral("0.2.0") << true;
        QTest::newRow("an older one") << QStringLiteral("0.1.0") << false;
        QTest::newRow("bumped without a release") << QStringLiteral("0.3.0") << false;
    }

    void currentReleaseMustBeTheNewest()
    {
        QFETCH(QString, version);
        QFETCH(bool, found);
        const auto releases = readReleases(metainfo("<release version=\"0.2.0\" date=\"2026-12-01\"/>\n"
                                                    "<release version=\"0.1.0\" date=\"2026-11-22\"/>\n"));
        QVERIFY(releases);
        const auto current = currentRelease(*releases, version);
        QCOMPARE(bool(current), found);
        if (found) {
            QCOMPARE(current->date, QDate(2026, 12, 1));
        } else {
            QVERIFY2(current.error().message.contains(QStringLiteral("add a <release> for ") + version),
                     qPrintable(current.error().message));
        }
    }

    void debianChangelog()
    {
        const auto releases = readReleases(metainfo(
            "<release version=\"0.2.0\" date=\"2026-12-01\"><description><p>Export to CSV.</p><ul>"
            "<li>A long note that goes on and on about what changed in this release so that it needs to be "
            "wrapped</li></ul></description></release>\n"
            "<release version=\"0.1.0\" date=\"2026-11-22\"/>\n"));
        QVERIFY(releases);
        const QString changelog =
            Ei::Packaging::debianChangelog(*releases, {QStringLiteral("pkg"), QStringLiteral("trixie"),
                                                       QStringLiteral("M <m@example.org>")});
        QCOMPARE(changelog,
                 QStringLiteral("pkg (0.2.0) trixie; urgency=medium\n\n"
                                "  * Export to CSV.\n"
                                "  * A long note that goes on and on about what changed in this release "
                                "so that\n" // 79 columns; with " it", 82
                                "    it needs to be wrapped\n"
                                "\n -- M <m@example.org>  Tue, 01 Dec 2026 00:00:00 +0000\n\n"
                                "pkg (0.1.0) trixie; urgency=medium\n\n"
                                "  * Release 0.1.0.\n"
                                "\n -- M <m@example.org>  Sun, 22 Nov 2026 00:00:00 +0000\n"));
    }
};

QTEST_GUILESS_MAIN(TestReleases)
#include "tst_releases.moc"
