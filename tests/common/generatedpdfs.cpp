#include "generatedpdfs.h"

#include <map>

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>

#include <demo/papergen.h>
#include <demo/teiwriter.h>

namespace Ei::Test {
namespace {

GeneratedArticle generate(GeneratedPdf which, const QString &directory)
{
    using namespace Core::Demo;
    PaperSpec spec;
    spec.doi = QStringLiteral("10.5555/demo.4242");
    spec.year = 2017;
    QString name;
    switch (which) {
    case GeneratedPdf::Plain:
        spec.bodyParagraphs = 24;
        name = QStringLiteral("plain.pdf");
        break;
    case GeneratedPdf::Article:
        spec.bodyParagraphs = 24;
        spec.rotatedAppendix = true;
        name = QStringLiteral("article.pdf");
        break;
    case GeneratedPdf::CoverThenLetter:
        spec.bodyParagraphs = 24;
        spec.usLetter = true;
        spec.coverPage = true;
        name = QStringLiteral("cover-then-letter.pdf");
        break;
    case GeneratedPdf::Long:
        spec.bodyParagraphs = 330;
        name = QStringLiteral("long.pdf");
        break;
    }
    DemoRandom rng(0x5eed0000u + quint64(which));
    GeneratedArticle out;
    out.paper = generatePaper(rng, spec);
    out.layout = layoutPaper(out.paper, QStringLiteral("D:20170301120000Z"));
    out.paper.lastPage = out.paper.firstPage + int(out.layout.pages.size()) - 1;
    TeiOptions options;
    options.when = QStringLiteral("2018-03-05T10:22+0000");
    options.md5Hex = QString::fromLatin1(
        QCryptographicHash::hash(out.layout.pdf, QCryptographicHash::Md5).toHex().toUpper());
    out.tei = writeTei(out.paper, out.layout, options);
    out.pdfPath = directory + QLatin1Char('/') + name;
    QFile file(out.pdfPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(out.layout.pdf) != out.layout.pdf.size()) {
        qWarning("cannot write the generated PDF %s", qPrintable(out.pdfPath));
    }
    return out;
}

} // namespace

const GeneratedArticle &generatedArticle(GeneratedPdf which)
{
    static QTemporaryDir directory;
    static std::map<GeneratedPdf, GeneratedArticle> articles;
    auto it = articles.find(which);
    if (it == articles.end()) {
        it = articles.emplace(which, generate(which, directory.path())).first;
    }
    return it->second;
}

QString generatedPdfPath(GeneratedPdf which)
{
    return generatedArticle(which).pdfPath;
}

} // namespace Ei::Test
