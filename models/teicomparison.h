#pragma once

#include <functional>

#include <QAbstractTableModel>
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <core/tei/teidiff.h>
#include <core/util/linediff.h>
#include <core/util/result.h>

namespace Ei::Models {

// One side of the TEI tab's comparison: the TEI bytes as stored and what they are.
struct TeiCompareSide
{
    QString label; // "sha1:ABC… · GROBID 0.8.2", "paper.tei.xml", "qa.jsonl.sz#sha1:…"
    QByteArray xml;
};

// What the comparison view shows: the structural comparison of core's tei-diff, both documents
// pretty-printed (core's pretty-printer, as the TEI tab shows them) and which of their lines differ.
struct TeiComparison
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Models::TeiComparison)

public:
    QString labelA;
    QString labelB;
    Core::TeiDiff structure;
    QString textA;
    QString textB;
    Core::LineDiff lines;
    QStringList notes; // malformed sides ("B: the XML breaks at line 3 (…); compared what comes before")

    bool identical() const { return structure.identical() && lines.identical(); }
    // One line above the summary: "Identical" or what differs, with the line counts.
    QString headline() const;
};

// Parses, pretty-prints and diffs both sides. Pure and thread-safe: the window runs it on a worker
// thread. A side that is not TEI at all (empty, an error page) is an error naming the side;
// malformed TEI is compared up to where it breaks and shown as stored, with a note. `cancelled`
// is polled while pretty-printing and diffing; a cancelled run answers ErrorKind::Cancelled.
Core::Result<TeiComparison> compareTeiSides(const TeiCompareSide &a, const TeiCompareSide &b,
                                            const std::function<bool()> &cancelled = {});

// The structural summary as a table: one row per header field, then authors, sections,
// references (counts with matched / only A / only B), figures and coordinate coverage; columns
// part, A, B. Differing rows are bold with DiffersRole true; long values are cut, whole in the
// tooltip.
class TeiDiffSummaryModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeiDiffSummaryModel)

public:
    enum Column
    {
        PartColumn,
        AColumn,
        BColumn,
        ColumnCount
    };
    enum Roles
    {
        DiffersRole = Qt::UserRole + 1,
    };

    explicit TeiDiffSummaryModel(QObject *parent = nullptr);
    ~TeiDiffSummaryModel() override;

    void setDiff(const Core::TeiDiff &diff, const QString &labelA, const QString &labelB);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Line
    {
        QString part;
        QString a;
        QString b;
        QString tip;
        bool differs = false;
    };
    QList<Line> m_lines;
    QString m_labelA;
    QString m_labelB;
};

} // namespace Ei::Models
