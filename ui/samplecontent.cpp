#include "samplecontent.h"

#include <QFile>
#include <QRegularExpression>
#include <QTableView>
#include <QtEndian>

#include <models/fakerowpagesource.h>
#include <models/rowlistmodel.h>
#include <ui/cellsview.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/rowlistpane.h>
#include <ui/statusview.h>
#include <ui/teiview.h>

namespace Ei::Ui {

namespace {
// A rough outline by pattern, good enough for a sample; the real one comes from core/tei.
QList<OutlineItem> roughOutline(const QString &xml)
{
    OutlineItem header{
        QObject::tr("Header"), int(OutlineKind::Header), xml.indexOf(QStringLiteral("<teiHeader")), {}};
    OutlineItem sections{
        QObject::tr("Sections"), int(OutlineKind::Section), xml.indexOf(QStringLiteral("<body")), {}};
    OutlineItem refs{
        QObject::tr("References"), int(OutlineKind::Reference), xml.indexOf(QStringLiteral("<listBibl")), {}};
    OutlineItem figures{QObject::tr("Figures"), int(OutlineKind::Figure), -1, {}};
    static const QRegularExpression head(QStringLiteral("<head[^>]*>([^<]*)</head>"));
    for (auto it = head.globalMatch(xml); it.hasNext();) {
        const auto m = it.next();
        sections.children.append({m.captured(1).trimmed(), int(OutlineKind::Section), m.capturedStart(), {}});
    }
    static const QRegularExpression bibl(QStringLiteral("<biblStruct[^>]*>"));
    static const QRegularExpression title(QStringLiteral("<title[^>]*>([^<]*)</title>"));
    for (auto it = bibl.globalMatch(xml); it.hasNext();) {
        const auto m = it.next();
        const auto t = title.match(xml, m.capturedStart());
        refs.children.append({t.hasMatch() ? t.captured(1) : QObject::tr("(untitled)"),
                              int(OutlineKind::Reference),
                              m.capturedStart(),
                              {}});
    }
    static const QRegularExpression figure(QStringLiteral("<figure[^>]*>"));
    for (auto it = figure.globalMatch(xml); it.hasNext();) {
        const auto m = it.next();
        figures.children.append({QObject::tr("Figure %1").arg(figures.children.size() + 1),
                                 int(OutlineKind::Figure),
                                 m.capturedStart(),
                                 {}});
    }
    return {header, sections, figures, refs};
}
} // namespace

void fillWithSampleContent(MainWindow &window, const QString &teiPath, QObject *owner)
{
    auto *source = new Models::FakeRowPageSource(1'000'000, owner);
    source->setLatency(30);
    auto *model = new Models::RowListModel(source, owner);
    window.setRowModel(model);
    window.setConnectionDescription(QObject::tr("Sample data (synthetic rows, read-only)"));
    model->reload();

    QByteArray tei;
    if (QFile f(teiPath); f.open(QIODevice::ReadOnly)) {
        tei = f.readAll();
    }
    QObject::connect(
        &window, &MainWindow::currentRowChanged, owner, [&window, model, tei](const QByteArray &key) {
            const int row = model->rowOfKey(key);
            const Core::Row *r = row >= 0 ? model->rowAt(row) : nullptr;
            if (!r) {
                return;
            }
            window.cellsView()->setRow(*r);
            RowStatusInfo status;
            const Core::Cell *code = r->find("grobid0:status_code");
            status.lifecycle = code ? QObject::tr("Processed") : QObject::tr("Backfilled only");
            status.lifecycleDetail =
                code ? QString() : QObject::tr("No grobid0:status_code yet: the pipeline has not run.");
            if (code && code->value.size() == 8) {
                status.statusCode = qFromBigEndian<qint64>(code->value.constData());
            }
            status.grobidVersion = QStringLiteral("0.5.5");
            status.statusJson = "{\"status\":\"success\"}";
            status.pdfAttempts = {
                {QStringLiteral("warc-http:https://archive.org/serve/"), false, QObject::tr("HTTP 403"), 412},
                {QStringLiteral("wayback:https://web.archive.org"), true,
                 QObject::tr("fetched 1.2 MB, SHA-1 verified"), 1840}};
            window.statusView()->setStatus(status);
            MatchInfo match;
            match.mstatus = QString::fromUtf8(r->find("match0:mstatus") ? r->find("match0:mstatus")->value
                                                                        : QByteArray());
            match.doi =
                QString::fromUtf8(r->find("match0:doi") ? r->find("match0:doi")->value : QByteArray());
            match.verdict = QStringLiteral("strong");
            match.verdictReasons = {QStringLiteral("title-slug-equal"), QStringLiteral("year-equal"),
                                    QStringLiteral("first-page-missing")};
            match.crossref =
                CrossrefSummary{match.doi,
                                QStringLiteral("Deep learning for scholarly document processing"),
                                {QStringLiteral("Wagner, A."), QStringLiteral("Chen, L.")},
                                QStringLiteral("Journal of Information Technology"),
                                QStringLiteral("0268-3962"),
                                QStringLiteral("2022"),
                                QStringLiteral("37"),
                                QStringLiteral("2"),
                                QStringLiteral("101–118"),
                                QStringLiteral("journal-article")};
            match.fields = {
                {QObject::tr("Title"), QStringLiteral("Deep Learning for Scholarly Document Processing"),
                 QStringLiteral("Deep learning for scholarly document processing"), 1.0,
                 QStringLiteral("slug-equal"), Agreement::Agree},
                {QObject::tr("Authors"), QStringLiteral("Wagner; Chen; Okafor"),
                 QStringLiteral("Wagner; Chen"), 0.67, QStringLiteral("surname-subset"), Agreement::Partial},
                {QObject::tr("Year"), QStringLiteral("2022"), QStringLiteral("2022"), 1.0,
                 QStringLiteral("year-equal"), Agreement::Agree},
                {QObject::tr("Container"), QStringLiteral("J. Inf. Technol."),
                 QStringLiteral("Journal of Information Technology"), 0.55, QStringLiteral("abbreviation"),
                 Agreement::Partial},
                {QObject::tr("Volume"), QStringLiteral("36"), QStringLiteral("37"), 0.0,
                 QStringLiteral("volume-mismatch"), Agreement::Disagree},
                {QObject::tr("First page"), QString(), QStringLiteral("101"), -1,
                 QStringLiteral("missing-grobid"), Agreement::Missing},
                {QObject::tr("DOI"), match.doi, match.doi, 1.0, QStringLiteral("doi-equal"),
                 Agreement::Agree},
            };
            match.history = {{1, QStringLiteral("2026-11-02T10:14:00Z"), QStringLiteral("pipeline"),
                              QStringLiteral("matched"), match.doi, QString()},
                             {2, QStringLiteral("2026-11-20T08:31:12Z"), QStringLiteral("curator"),
                              QStringLiteral("needs-review"), match.doi, QStringLiteral("volume differs")}};
            window.matchView()->setMatch(match);
            if (!tei.isEmpty()) {
                window.teiView()->setXml(tei, true);
                window.teiView()->setOutline(roughOutline(QString::fromUtf8(tei)));
            } else {
                window.teiView()->setPlaceholder(QObject::tr("No TEI sample file found."));
            }
        });
    // Select the first row once it is there.
    QObject::connect(model, &Models::RowListModel::pageLoaded, owner, [&window](int first) {
        if (first == 0 && !window.rowList()->view()->currentIndex().isValid()) {
            window.rowList()->selectSourceRow(0);
        }
    });
}

} // namespace Ei::Ui
