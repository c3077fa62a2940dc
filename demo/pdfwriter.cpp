#include "pdfwriter.h"

#include <zlib.h>

#include <QCryptographicHash>

namespace Ei::Demo {
namespace {

QByteArray num(double v)
{
    // Two decimals are plenty for layout and keep the files byte-stable across platforms.
    QByteArray s = QByteArray::number(v, 'f', 2);
    while (s.contains('.') && (s.endsWith('0') || s.endsWith('.'))) {
        s.chop(1);
    }
    return s == "-0" ? QByteArrayLiteral("0") : s;
}

QByteArray deflate(const QByteArray &data)
{
    uLongf size = compressBound(uLong(data.size()));
    QByteArray out(qsizetype(size), Qt::Uninitialized);
    if (compress2(reinterpret_cast<Bytef *>(out.data()), &size,
                  reinterpret_cast<const Bytef *>(data.constData()), uLong(data.size()), 6) != Z_OK) {
        return {};
    }
    out.resize(qsizetype(size));
    return out;
}

int fontIndex(PdfFont font)
{
    switch (font) {
    case PdfFont::Helvetica:
        return 1;
    case PdfFont::HelveticaBold:
        return 2;
    case PdfFont::TimesRoman:
        break;
    }
    return 3;
}

} // namespace

QByteArray pdfLiteralString(const QString &text)
{
    const QByteArray bytes = toWinAnsi(text);
    QByteArray out;
    out.reserve(bytes.size() + 8);
    out.append('(');
    for (char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (ch == '(' || ch == ')' || ch == '\\') {
            out.append('\\').append(ch);
        } else if (c >= 128) {
            // Octal escapes keep the file 7-bit clean apart from the binary comment and streams.
            out.append('\\');
            out.append(char('0' + ((c >> 6) & 7)));
            out.append(char('0' + ((c >> 3) & 7)));
            out.append(char('0' + (c & 7)));
        } else {
            out.append(ch);
        }
    }
    out.append(')');
    return out;
}

int PdfWriter::addPage(double width, double height, int rotate)
{
    m_pages.append(Page{width, height, rotate, {}});
    return int(m_pages.size());
}

void PdfWriter::addText(int page, PdfFont font, double size, double x, double baselineY, const QString &text)
{
    Page &p = m_pages[page - 1];
    p.content += "BT /F" + QByteArray::number(fontIndex(font)) + ' ' + num(size) + " Tf " + num(x) + ' ' +
                 num(p.height - baselineY) + " Td " + pdfLiteralString(text) + " Tj ET\n";
}

void PdfWriter::setInfo(const QString &title, const QString &author, const QString &creationDate)
{
    m_title = title;
    m_author = author;
    m_creationDate = creationDate;
}

QByteArray PdfWriter::finish() const
{
    // Object numbers: 1 catalog, 2 pages, 3-5 fonts, then page/content pairs, then the info dict.
    QList<QByteArray> objects;
    QByteArray kids;
    const int firstPageObject = 6;
    for (int i = 0; i < m_pages.size(); ++i) {
        kids += QByteArray::number(firstPageObject + 2 * i) + " 0 R ";
    }
    kids.chop(1);
    objects.append(QByteArrayLiteral("<< /Type /Catalog /Pages 2 0 R >>"));
    objects.append("<< /Type /Pages /Kids [" + kids + "] /Count " + QByteArray::number(m_pages.size()) +
                   " >>");
    for (PdfFont f : {PdfFont::Helvetica, PdfFont::HelveticaBold, PdfFont::TimesRoman}) {
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /" + pdfFontBaseName(f) +
                       " /Encoding /WinAnsiEncoding >>");
    }
    for (int i = 0; i < m_pages.size(); ++i) {
        const Page &p = m_pages[i];
        QByteArray page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 " + num(p.width) + ' ' +
                          num(p.height) +
                          "] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents " +
                          QByteArray::number(firstPageObject + 2 * i + 1) + " 0 R";
        if (p.rotate != 0) {
            page += " /Rotate " + QByteArray::number(p.rotate);
        }
        page += " >>";
        objects.append(page);
        const QByteArray stream = deflate(p.content);
        objects.append("<< /Length " + QByteArray::number(stream.size()) +
                       " /Filter /FlateDecode >>\nstream\n" + stream + "\nendstream");
    }
    const int infoObject = int(objects.size()) + 1;
    objects.append("<< /Title " + pdfLiteralString(m_title) + " /Author " + pdfLiteralString(m_author) +
                   " /Producer (Extract Inspector demo-data) /CreationDate " +
                   pdfLiteralString(m_creationDate) + " >>");

    QByteArray out = QByteArrayLiteral("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n");
    QList<qsizetype> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets.append(out.size());
        out += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = out.size();
    out += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype off : offsets) {
        // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, 'n', space, LF.
        out += QByteArray::number(off).rightJustified(10, '0') + " 00000 n \n";
    }
    const QByteArray id = QCryptographicHash::hash(out, QCryptographicHash::Md5).toHex().toUpper();
    out += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R /Info " +
           QByteArray::number(infoObject) + " 0 R /ID [<" + id + "> <" + id + ">] >>\nstartxref\n" +
           QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

} // namespace Ei::Demo
