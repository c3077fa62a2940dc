#include "teicomparison.h"

#include <array>

#include <QFont>
#include <QHash>

#include <core/tei/prettyprint.h>

namespace Ei::Models {

namespace {

constexpr int kShownChars = 160;

QString cut(const QString &text)
{
    QString line = text.simplified();
    return line.size() > kShownChars ? line.left(kShownChars - 1) + QChar(0x2026) : line;
}

QString fieldTitle(const QString &name)
{
    static const QHash<QString, const char *> titles{
        {QStringLiteral("title"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Title")},
        {QStringLiteral("date"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Date")},
        {QStringLiteral("doi"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "DOI")},
        {QStringLiteral("journal"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Journal")},
        {QStringLiteral("abstract"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Abstract")},
        {QStringLiteral("grobid_version"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "GROBID version")},
        {QStringLiteral("authors"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Authors")},
        {QStringLiteral("sections"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Section headings")},
        {QStringLiteral("references"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "References")},
        {QStringLiteral("figures"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Figures and tables")},
        {QStringLiteral("coords"), QT_TRANSLATE_NOOP("Ei::Models::TeiComparison", "Coordinates")},
    };
    const auto it = titles.constFind(name);
    return it == titles.cend() ? name : TeiComparison::tr(*it);
}

QString onlyHere(const QStringList &only)
{
    return only.isEmpty() ? QString()
                          : TeiComparison::tr("only here: %1").arg(only.join(QStringLiteral("; ")));
}

} // namespace

QString TeiComparison::headline() const
{
    if (identical()) {
        return tr("Identical: the same structure and the same lines.");
    }
    QStringList parts;
    for (const QString &part : structure.differingParts()) {
        parts.append(fieldTitle(part.startsWith(QStringLiteral("header.")) ? part.mid(7) : part));
    }
    const QString lineText = tr("%n line(s) changed on the left", nullptr, int(lines.changedLinesA())) +
                             QStringLiteral(", ") +
                             tr("%n on the right", nullptr, int(lines.changedLinesB()));
    if (parts.isEmpty()) {
        return tr("The same structure; %1.").arg(lineText);
    }
    return tr("Differs in %1; %2.").arg(parts.join(QStringLiteral(", ")), lineText);
}

Core::Result<TeiComparison> compareTeiSides(const TeiCompareSide &a, const TeiCompareSide &b,
                                            const std::function<bool()> &cancelled)
{
    // One step at a time, each step's intermediates gone before the next (two 5 MB TEIs: the
    // parsed documents, the decoded texts and the diff's line tables would otherwise be alive
    // together, tens of MB at once in the window).
    TeiComparison out;
    out.labelA = a.label;
    out.labelB = b.label;
    const std::array<const TeiCompareSide *, 2> sides{&a, &b};
    const auto cancelledResult = [] {
        return Core::fail(Core::ErrorKind::Cancelled, TeiComparison::tr("The comparison was cancelled."));
    };
    {
        std::array<Core::TeiDocument, 2> docs;
        for (size_t i = 0; i < 2; ++i) {
            auto doc = Core::parseTei(sides[i]->xml);
            if (!doc) {
                return Core::fail(
                    doc.error().kind,
                    TeiComparison::tr("%1 cannot be compared: %2").arg(sides[i]->label, doc.error().message));
            }
            if (doc->error) {
                out.notes.append(
                    TeiComparison::tr(
                        "%1: the XML breaks at line %2 (%3); compared what comes before, shown as stored")
                        .arg(sides[i]->label)
                        .arg(doc->error->line)
                        .arg(doc->error->message));
            }
            docs[i] = std::move(*doc);
        }
        out.structure = Core::compareTei(docs[0], docs[1]);
    }
    if (cancelled && cancelled()) {
        return cancelledResult();
    }
    const std::array<QString *, 2> texts{&out.textA, &out.textB};
    for (size_t i = 0; i < 2; ++i) {
        *texts[i] = Core::prettyPrintXml(QString::fromUtf8(sides[i]->xml), 2, cancelled).text;
        if (cancelled && cancelled()) {
            return cancelledResult();
        }
    }
    out.lines =
        Core::diffLines(QStringView(out.textA).split(u'\n'), QStringView(out.textB).split(u'\n'), cancelled);
    if (cancelled && cancelled()) {
        return cancelledResult();
    }
    if (!out.lines.exact) {
        out.notes.append(
            TeiComparison::tr("More than %1 lines differ: the differing middle is marked as one block.")
                .arg(Core::LineDiff::kMaxEditLines));
    }
    return out;
}

TeiDiffSummaryModel::TeiDiffSummaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

TeiDiffSummaryModel::~TeiDiffSummaryModel() = default;

void TeiDiffSummaryModel::clear()
{
    beginResetModel();
    m_lines.clear();
    endResetModel();
}

void TeiDiffSummaryModel::setDiff(const Core::TeiDiff &diff, const QString &labelA, const QString &labelB)
{
    beginResetModel();
    m_lines.clear();
    m_labelA = labelA;
    m_labelB = labelB;
    for (const Core::TeiFieldDiff &f : diff.header) {
        m_lines.append({fieldTitle(f.name), cut(f.a), cut(f.b),
                        QStringLiteral("%1: %2\n\n%3: %4").arg(labelA, f.a, labelB, f.b), !f.same()});
    }
    const auto list = [this, &labelA, &labelB](const QString &part, const Core::TeiListDiff &d) {
        const auto side = [](const QStringList &all, const QStringList &only) {
            QString text = QString::number(all.size());
            if (!only.isEmpty()) {
                text += QStringLiteral(" · ") + onlyHere(only);
            }
            return cut(text);
        };
        m_lines.append(
            {part, side(d.a, d.onlyA), side(d.b, d.onlyB),
             QStringLiteral("%1:\n%2\n\n%3:\n%4").arg(labelA, d.a.join(u'\n'), labelB, d.b.join(u'\n')),
             !d.same()});
    };
    list(fieldTitle(QStringLiteral("authors")), diff.authors);
    list(fieldTitle(QStringLiteral("sections")), diff.sections);
    const Core::TeiReferenceDiff &r = diff.references;
    const auto refSide = [&r](qsizetype count, qsizetype only) {
        return tr("%1 (%2 matched, %3 only here)").arg(count).arg(r.matched).arg(only);
    };
    m_lines.append({fieldTitle(QStringLiteral("references")), refSide(r.a, r.onlyA.size()),
                    refSide(r.b, r.onlyB.size()),
                    QStringLiteral("%1: %2\n\n%3: %4")
                        .arg(labelA, onlyHere(r.onlyA).isEmpty() ? tr("all matched") : onlyHere(r.onlyA),
                             labelB, onlyHere(r.onlyB).isEmpty() ? tr("all matched") : onlyHere(r.onlyB)),
                    !r.same()});
    const auto counts = [this](const QString &part, const Core::TeiCountsDiff &d) {
        m_lines.append({part, Core::teiCountsText(d.a), Core::teiCountsText(d.b), {}, !d.same()});
    };
    counts(fieldTitle(QStringLiteral("figures")), diff.figures);
    counts(fieldTitle(QStringLiteral("coords")), diff.coords);
    endResetModel();
}

int TeiDiffSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int TeiDiffSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TeiDiffSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Line &line = m_lines.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == PartColumn ? line.part : index.column() == AColumn ? line.a : line.b;
    case Qt::ToolTipRole:
        return line.tip.isEmpty() ? QVariant() : QVariant(line.tip);
    case Qt::FontRole:
        if (line.differs) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case DiffersRole:
        return line.differs;
    default:
        return {};
    }
}

QVariant TeiDiffSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case PartColumn:
        return tr("Part");
    case AColumn:
        return m_labelA.isEmpty() ? QStringLiteral("A") : m_labelA;
    case BColumn:
        return m_labelB.isEmpty() ? QStringLiteral("B") : m_labelB;
    default:
        return {};
    }
}

} // namespace Ei::Models
