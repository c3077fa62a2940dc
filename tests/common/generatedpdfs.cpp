#include "generatedpdfs.h"

#include <map>

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <demo/papergen.h>
#include <demo/teiwriter.h>

namespace Ei::Test {
namespace {

GeneratedArticle generate(GeneratedPdf which, const QString &directory)
{
    using namespace Ei::Demo;
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

QTemporaryDir &generatedDirectory()
{
    static QTemporaryDir directory;
    return directory;
}

} // namespace

const GeneratedArticle &generatedArticle(GeneratedPdf which)
{
    QTemporaryDir &directory = generatedDirectory();
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

std::expected<QString, QString> encryptedPdfPath(PdfEncryption encryption, const QString &userPassword)
{
    static std::map<std::pair<PdfEncryption, QString>, QString> made;
    const auto key = std::make_pair(encryption, userPassword);
    if (const auto it = made.find(key); it != made.end()) {
        return it->second;
    }
    const QString qpdf = QStandardPaths::findExecutable(QStringLiteral("qpdf"));
    if (qpdf.isEmpty()) {
        return std::unexpected(QStringLiteral("qpdf is not installed (tools/deps/debian-13.txt)"));
    }
    const QString out = generatedDirectory().path() +
                        QStringLiteral("/encrypted-%1-%2.pdf").arg(int(encryption)).arg(made.size());
    QStringList arguments;
    if (encryption == PdfEncryption::Rc4_128) {
        arguments << QStringLiteral("--allow-weak-crypto");
    }
    arguments << QStringLiteral("--encrypt") << userPassword << QStringLiteral("owner-secret")
              << (encryption == PdfEncryption::Aes256 ? QStringLiteral("256") : QStringLiteral("128"));
    if (encryption == PdfEncryption::Rc4_128) {
        arguments << QStringLiteral("--use-aes=n");
    }
    arguments << QStringLiteral("--") << generatedPdfPath(GeneratedPdf::Plain) << out;
    QProcess process;
    process.start(qpdf, arguments);
    // qpdf's exit code 3 means "succeeded with warnings".
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
        (process.exitCode() != 0 && process.exitCode() != 3)) {
        return std::unexpected(QStringLiteral("qpdf could not encrypt the generated PDF: ") +
                               QString::fromUtf8(process.readAllStandardError()).trimmed());
    }
    made.emplace(key, out);
    return out;
}

} // namespace Ei::Test
