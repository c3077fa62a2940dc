#include "samplecontent.h"

#include <modelscommon/fakerowpagesource.h>

#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QTableView>
#include <QtEndian>

#include <models/rowlistmodel.h>
#include <models/rowviewstate.h>
#include <ui/cellsview.h>
#include <ui/mainwindow.h>
#include <ui/matchview.h>
#include <ui/rowlistpane.h>
#include <ui/statusview.h>
#include <ui/teitab.h>

namespace Ei::Test {

using namespace Ei::Models;

namespace {
// A rough outline by pattern, good enough for a sample; the real one comes from core/tei.
QList<OutlineItem> roughOutline(const QString &xml)
{
    OutlineItem header{
        QStringLiteral("Header"), int(OutlineKind::Header), xml.indexOf(QStringLiteral("<teiHeader")), {}};
    OutlineItem sections{
        QStringLiteral("Sections"), int(OutlineKind::Section), xml.indexOf(QStringLiteral("<body")), {}};
    OutlineItem refs{QStringLiteral("References"),
                     int(OutlineKind::Reference),
                     xml.indexOf(QStringLiteral("<listBibl")),
                     {}};
    OutlineItem figures{QStringLiteral("Figures"), int(OutlineKind::Figure), -1, {}};
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
        refs.children.append({t.hasMatch() ? t.captured(1) : QStringLiteral("(untitled)"),
                              int(OutlineKind::Reference),
                              m.capturedStart(),
                              {}});
    }
    static const QRegularExpression figure(QStringLiteral("<figure[^>]*>"));
    for (auto it = figure.globalMatch(xml); it.hasNext();) {
        const auto m = it.next();
        figures.children.append({QStringLiteral("Figure %1").arg(figures.children.size() + 1),
                                 int(OutlineKind::Figure),
                                 m.capturedStart(),
                                 {}});
    }
    return {header, sections, figures, refs};
}
} // namespace

void fillWithSampleContent(Ui::MainWindow &window, const QString &teiPath, QObject *owner)
{
    auto *source = new FakeRowPageSource(1'000'000, owner);
    source->setLatency(30);
    auto *model = new RowListModel(source, owner);
    const Ui::WindowParts &parts = window.parts();
    parts.rowList->setModel(model);
    parts.connectionLabel->setText(QStringLiteral("Sample data (synthetic rows, read-only)"));
    model->reload();

    QByteArray tei;
    if (QFile f(teiPath); f.open(QIODevice::ReadOnly)) {
        tei = f.readAll();
    }
    QObject::connect(
        parts.rowList, &Ui::RowListPane::currentRowChanged, owner,
        [parts, model, tei](const QByteArray &key) {
            const int row = model->rowOfKey(key);
            const Core::Row *r = row >= 0 ? model->rowAt(row) : nullptr;
            if (!r) {
                return;
            }
            parts.cells->setRow(*r);
            RowStatusInfo status;
            const Core::Cell *code = r->find("grobid0:status_code");
            status.lifecycle = code ? QStringLiteral("Processed") : QStringLiteral("Backfilled only");
            status.lifecycleDetail =
                code ? QString() : QStringLiteral("No grobid0:status_code yet: the pipeline has not run.");
            if (code && code->value.size() == 8) {
                status.statusCode = qFromBigEndian<qint64>(code->value.constData());
            }
            status.grobidVersion = QStringLiteral("0.5.5");
            status.statusJson = "{\"status\":\"success\"}";
            status.pdfAttempts = {{QStringLiteral("warc-http:https://archive.org/serve/"), false,
                                   QStringLiteral("HTTP 403"), 412},
                                  {QStringLiteral("wayback:https://web.archive.org"), true,
                                   QStringLiteral("fetched 1.2 MB, SHA-1 verified"), 1840}};
            parts.status->setStatus(status);
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
                {QStringLiteral("Title"), QStringLiteral("Deep Learning for Scholarly Document Processing"),
                 QStringLiteral("Deep learning for scholarly document processing"), 1.0,
                 QStringLiteral("slug-equal"), Agreement::Agree},
                {QStringLiteral("Authors"), QStringLiteral("Wagner; Chen; Okafor"),
                 QStringLiteral("Wagner; Chen"), 0.67, QStringLiteral("surname-subset"), Agreement::Partial},
                {QStringLiteral("Year"), QStringLiteral("2022"), QStringLiteral("2022"), 1.0,
                 QStringLiteral("year-equal"), Agreement::Agree},
                {QStringLiteral("Container"), QStringLiteral("J. Inf. Technol."),
                 QStringLiteral("Journal of Information Technology"), 0.55, QStringLiteral("abbreviation"),
                 Agreement::Partial},
                {QStringLiteral("Volume"), QStringLiteral("36"), QStringLiteral("37"), 0.0,
                 QStringLiteral("volume-mismatch"), Agreement::Disagree},
                {QStringLiteral("First page"), QString(), QStringLiteral("101"), -1,
                 QStringLiteral("missing-grobid"), Agreement::Missing},
                {QStringLiteral("DOI"), match.doi, match.doi, 1.0, QStringLiteral("doi-equal"),
                 Agreement::Agree},
            };
            match.history = {{1, QStringLiteral("2026-11-02T10:14:00Z"), QStringLiteral("pipeline"),
                              QStringLiteral("matched"), match.doi, QString()},
                             {2, QStringLiteral("2026-11-20T08:31:12Z"), QStringLiteral("curator"),
                              QStringLiteral("needs-review"), match.doi, QStringLiteral("volume differs")}};
            parts.match->setMatch(match);
            if (!tei.isEmpty()) {
                parts.tei->showTei(tei, roughOutline(QString::fromUtf8(tei)));
            } else {
                parts.tei->showPlaceholder(QStringLiteral("No TEI sample file found."));
            }
        });
    // Select the first row once it is there.
    QObject::connect(model, &RowListModel::pageLoaded, owner, [parts](int first) {
        if (first == 0 && !parts.rowList->view()->currentIndex().isValid()) {
            parts.rowList->selectSourceRow(0);
        }
    });
}

} // namespace Ei::Test
