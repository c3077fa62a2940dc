#include "paperlayout.h"

#include <QHash>

#include <demo/pdfwriter.h>

namespace Ei::Demo {
namespace {

constexpr double kA4Width = 595.28;
constexpr double kA4Height = 841.89;
constexpr double kLetterWidth = 612;
constexpr double kLetterHeight = 792;
constexpr double kMarginX = 66;
constexpr double kMarginTop = 64;
constexpr double kMarginBottom = 70;

// A token is drawn as-is; `glue` means no space before it. Each token belongs to zero or more
// elements (title, sentence, paragraph, citation marker...), identified by small integers.
struct Token
{
    QString text;
    bool glue = false;
    QList<int> ids;
};

struct Block
{
    PdfFont font = PdfFont::TimesRoman;
    double size = 10;
    double leading = 1.2;
    double spaceBefore = 0;
    double hangingIndent = 0; // continuation lines start this far right
    bool center = false;
    bool keepWithNext = false;
    bool newPage = false;
    int rotate = 0;
    QList<Token> tokens;
};

void addWords(Block &block, const QString &text, const QList<int> &ids, bool glueFirst = false)
{
    const QStringList words = pdfSafeText(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        block.tokens.append(Token{words[i], i == 0 && glueFirst, ids});
    }
}

class Layouter
{
public:
    explicit Layouter(const Paper &paper)
        : m_paper(paper)
        , m_width(paper.usLetter ? kLetterWidth : kA4Width)
        , m_height(paper.usLetter ? kLetterHeight : kA4Height)
    {}

    int newId() { return m_nextId++; }

    void place(const QList<Block> &blocks)
    {
        for (int i = 0; i < blocks.size(); ++i) {
            const Block &b = blocks[i];
            const double lineHeight = b.size * b.leading;
            if (m_page == m_coverPages || b.newPage || b.rotate != m_pages.value(m_page - 1).rotate) {
                startPage(b.rotate);
            } else {
                m_y += b.spaceBefore;
            }
            // Keep a heading with the first lines of what follows.
            if (b.keepWithNext && m_y + lineHeight * 4 > m_height - kMarginBottom) {
                startPage(b.rotate);
            }
            placeBlock(b);
        }
    }

    // An A4 cover sheet with a few centred lines and no element boxes; the article starts on the
    // next page, in its own size.
    void addCoverPage(const QStringList &lines)
    {
        m_page = m_writer.addPage(kA4Width, kA4Height, 0);
        m_pages.append(PageGeometry{kA4Width, kA4Height, 0});
        ++m_coverPages;
        double y = 160;
        for (const QString &text : lines) {
            const QString safe = pdfSafeText(text);
            const double w = textWidth(PdfFont::Helvetica, 12, safe);
            m_writer.addText(m_page, PdfFont::Helvetica, 12, (kA4Width - w) / 2, y, safe);
            y += 24;
        }
    }

    Boxes boxes(int id) const { return m_boxes.value(id); }
    QList<PageGeometry> pages() const { return m_pages; }
    PdfWriter &writer() { return m_writer; }

private:
    void startPage(int rotate)
    {
        m_page = m_writer.addPage(m_width, m_height, rotate);
        m_pages.append(PageGeometry{m_width, m_height, rotate});
        m_y = kMarginTop;
        // Running footer: journal, volume, year and the printed page number, as on real articles.
        const QString footer = pdfSafeText(QStringLiteral("%1 %2 (%3) %4")
                                               .arg(m_paper.journal, m_paper.volume)
                                               .arg(m_paper.year)
                                               .arg(m_paper.firstPage + m_page - m_coverPages - 1));
        const double w = textWidth(PdfFont::Helvetica, 8, footer);
        m_writer.addText(m_page, PdfFont::Helvetica, 8, (m_width - w) / 2, m_height - 40, footer);
    }

    void placeBlock(const Block &b)
    {
        const double space = textWidth(b.font, b.size, u" ");
        const double contentWidth = m_width - 2 * kMarginX;
        // Group glued tokens into unbreakable words.
        QList<QList<int>> words;
        for (int t = 0; t < b.tokens.size(); ++t) {
            if (b.tokens[t].glue && !words.isEmpty()) {
                words.last().append(t);
            } else {
                words.append(QList<int>{t});
            }
        }
        auto wordWidth = [&](const QList<int> &w) {
            double sum = 0;
            for (int t : w) {
                sum += textWidth(b.font, b.size, b.tokens[t].text);
            }
            return sum;
        };
        int w = 0;
        bool firstLine = true;
        while (w < words.size()) {
            const double indent = firstLine ? 0 : b.hangingIndent;
            const double avail = contentWidth - indent;
            double lineWidth = wordWidth(words[w]);
            int end = w + 1;
            while (end < words.size() && lineWidth + space + wordWidth(words[end]) <= avail) {
                lineWidth += space + wordWidth(words[end]);
                ++end;
            }
            emitLine(b, words.mid(w, end - w), kMarginX + indent + (b.center ? (avail - lineWidth) / 2 : 0));
            w = end;
            firstLine = false;
        }
    }

    void emitLine(const Block &b, const QList<QList<int>> &words, double x0)
    {
        const double lineHeight = b.size * b.leading;
        if (m_y + lineHeight > m_height - kMarginBottom) {
            startPage(b.rotate);
        }
        const double ascent = fontAscender(b.font) * b.size / 1000.0;
        const double boxHeight = (fontAscender(b.font) - fontDescender(b.font)) * b.size / 1000.0;
        const double baseline = m_y + ascent;
        const double space = textWidth(b.font, b.size, u" ");
        QString line;
        double x = x0;
        QHash<int, std::pair<double, double>> extent; // id -> [minX, maxX] on this line
        QList<int> order;
        for (int wi = 0; wi < words.size(); ++wi) {
            if (wi > 0) {
                line += QLatin1Char(' ');
                x += space;
            }
            for (int t : words[wi]) {
                const Token &tok = b.tokens[t];
                const double tw = textWidth(b.font, b.size, tok.text);
                for (int id : tok.ids) {
                    auto it = extent.find(id);
                    if (it == extent.end()) {
                        extent.insert(id, {x, x + tw});
                        order.append(id);
                    } else {
                        it->second = x + tw;
                    }
                }
                line += tok.text;
                x += tw;
            }
        }
        m_writer.addText(m_page, b.font, b.size, x0, baseline, line);
        for (int id : order) {
            const auto [minX, maxX] = extent.value(id);
            m_boxes[id].append(Box{m_page, minX, baseline - ascent, maxX - minX, boxHeight});
        }
        m_y += lineHeight;
    }

    const Paper &m_paper;
    double m_width;
    double m_height;
    PdfWriter m_writer;
    QList<PageGeometry> m_pages;
    int m_page = 0;
    int m_coverPages = 0;
    double m_y = 0;
    int m_nextId = 0;
    QHash<int, Boxes> m_boxes;
};

struct ParagraphIds
{
    int paragraph = -1;
    QList<int> sentences;
    QList<int> markers;
};

ParagraphIds addParagraph(Layouter &l, Block &block, const Paragraph &p)
{
    ParagraphIds ids;
    ids.paragraph = l.newId();
    for (const Sentence &s : p.sentences) {
        const int sid = l.newId();
        ids.sentences.append(sid);
        for (const Segment &seg : s.segments) {
            if (seg.ref >= 0) {
                const int mid = l.newId();
                ids.markers.append(mid);
                addWords(block, QStringLiteral("[%1]").arg(seg.ref + 1), {ids.paragraph, sid, mid});
            } else {
                addWords(block, seg.text, {ids.paragraph, sid}, gluesToPrevious(seg.text));
            }
        }
    }
    return ids;
}

ParagraphBoxes collect(const Layouter &l, const ParagraphIds &ids)
{
    ParagraphBoxes out;
    out.paragraph = l.boxes(ids.paragraph);
    for (int s : ids.sentences) {
        out.sentences.append(l.boxes(s));
    }
    for (int m : ids.markers) {
        const Boxes b = l.boxes(m);
        out.markers.append(b.isEmpty() ? Box{} : b.first());
    }
    return out;
}

QString authorLine(const Paper &paper)
{
    QStringList names;
    for (const Person &p : paper.authors) {
        names.append(p.fullName());
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

PaperLayout layoutPaper(const Paper &paper, const QString &pdfCreationDate)
{
    Layouter l(paper);
    QList<Block> blocks;

    Block header{PdfFont::Helvetica, 8, 1.2, 0, 0, false, false, false, 0, {}};
    QString headerText = QStringLiteral("%1 \u00b7 Vol. %2, No. %3, pp. %4-%5 \u00b7 %6")
                             .arg(paper.journal, paper.volume, paper.issue)
                             .arg(paper.firstPage)
                             .arg(paper.lastPage)
                             .arg(paper.year);
    if (!paper.doi.isEmpty()) {
        headerText += QStringLiteral(" \u00b7 doi:") + paper.doi;
    }
    addWords(header, headerText, {});
    blocks.append(header);

    const int titleId = l.newId();
    Block title{PdfFont::HelveticaBold, 16, 1.25, 22, 0, true, false, false, 0, {}};
    addWords(title, paper.title, {titleId});
    blocks.append(title);

    QList<int> authorIds;
    Block authors{PdfFont::Helvetica, 11, 1.3, 10, 0, true, false, false, 0, {}};
    for (int i = 0; i < paper.authors.size(); ++i) {
        const int id = l.newId();
        authorIds.append(id);
        addWords(authors, paper.authors[i].fullName(), {id});
        if (i + 1 < paper.authors.size()) {
            authors.tokens.append(Token{QStringLiteral(","), true, {}});
        }
    }
    blocks.append(authors);

    QList<int> affIds;
    for (int i = 0; i < paper.affiliations.size(); ++i) {
        const int id = l.newId();
        affIds.append(id);
        Block aff{PdfFont::TimesRoman, 9, 1.2, i == 0 ? 6.0 : 1.0, 0, true, false, false, 0, {}};
        aff.tokens.append(Token{QString::number(i + 1), false, {}});
        addWords(aff, paper.affiliations[i].text(), {id});
        blocks.append(aff);
    }

    Block abstractHead{PdfFont::HelveticaBold, 10, 1.2, 16, 0, false, true, false, 0, {}};
    addWords(abstractHead, QStringLiteral("Abstract"), {});
    blocks.append(abstractHead);
    Block abstractBlock{PdfFont::TimesRoman, 10, 1.2, 3, 0, false, false, false, 0, {}};
    const ParagraphIds abstractIds = addParagraph(l, abstractBlock, paper.abstract);
    blocks.append(abstractBlock);
    if (!paper.keywordsLine.isEmpty()) {
        Block kw{PdfFont::TimesRoman, 9, 1.2, 4, 0, false, false, false, 0, {}};
        addWords(kw, QStringLiteral("Keywords: ") + paper.keywordsLine, {});
        blocks.append(kw);
    }

    QList<std::pair<int, QList<ParagraphIds>>> sectionIds;
    for (const Section &s : paper.sections) {
        const int headId = l.newId();
        Block head{PdfFont::HelveticaBold,    11, 1.2, 14, 0, false, true, s.ownRotatedPage,
                   s.ownRotatedPage ? 90 : 0, {}};
        addWords(head, s.number.isEmpty() ? s.title : s.number + QLatin1Char(' ') + s.title, {headId});
        blocks.append(head);
        QList<ParagraphIds> paras;
        for (int i = 0; i < s.paragraphs.size(); ++i) {
            Block para{PdfFont::TimesRoman, 10, 1.2, i == 0 ? 4.0 : 6.0, 0, false, false, false,
                       head.rotate,         {}};
            paras.append(addParagraph(l, para, s.paragraphs[i]));
            blocks.append(para);
        }
        sectionIds.append({headId, paras});
    }

    QList<int> refIds;
    QList<int> refTitleIds;
    if (!paper.references.isEmpty()) {
        Block head{PdfFont::HelveticaBold, 11, 1.2, 14, 0, false, true, false, 0, {}};
        addWords(head, QStringLiteral("References"), {});
        blocks.append(head);
        for (int i = 0; i < paper.references.size(); ++i) {
            const Reference &r = paper.references[i];
            const int id = l.newId();
            const int titleRef = l.newId();
            refIds.append(id);
            refTitleIds.append(titleRef);
            Block ref{PdfFont::TimesRoman, 9, 1.2, 3, 14, false, false, false, 0, {}};
            addWords(ref, QStringLiteral("[%1]").arg(i + 1), {});
            // Split the printed reference around its title so the title gets its own boxes.
            const QString full = r.text();
            const qsizetype at = full.indexOf(r.title);
            addWords(ref, full.left(at), {id});
            addWords(ref, r.title, {id, titleRef});
            addWords(ref, full.mid(at + r.title.size()), {id}, true);
            blocks.append(ref);
        }
    }

    if (paper.coverPage) {
        l.addCoverPage({QStringLiteral("Deposited in the demo open archive"), paper.title, authorLine(paper),
                        QStringLiteral("%1, %2").arg(paper.journal).arg(paper.year)});
    }
    l.place(blocks);
    l.writer().setInfo(paper.title, authorLine(paper), pdfCreationDate);

    PaperLayout out;
    out.pdf = l.writer().finish();
    out.pages = l.pages();
    out.title = l.boxes(titleId);
    for (int id : authorIds) {
        out.authors.append(l.boxes(id));
    }
    for (int id : affIds) {
        out.affiliations.append(l.boxes(id));
    }
    out.abstract = collect(l, abstractIds);
    for (const auto &[headId, paras] : sectionIds) {
        SectionBoxes sb;
        sb.head = l.boxes(headId);
        for (const ParagraphIds &p : paras) {
            sb.paragraphs.append(collect(l, p));
        }
        out.sections.append(sb);
    }
    for (int i = 0; i < refIds.size(); ++i) {
        out.references.append(l.boxes(refIds[i]));
        out.referenceTitles.append(l.boxes(refTitleIds[i]));
    }
    return out;
}

QString coordsAttribute(const Boxes &boxes)
{
    QStringList parts;
    for (const Box &b : boxes) {
        parts.append(QStringLiteral("%1,%2,%3,%4,%5")
                         .arg(b.page)
                         .arg(b.x, 0, 'f', 2)
                         .arg(b.y, 0, 'f', 2)
                         .arg(b.w, 0, 'f', 2)
                         .arg(b.h, 0, 'f', 2));
    }
    return parts.join(QLatin1Char(';'));
}

} // namespace Ei::Demo
