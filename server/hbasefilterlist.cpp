// FilterList as HBase 2.x evaluates it: FilterListBase, FilterListWithAND and FilterListWithOR in
// hbase-client/src/main/java/org/apache/hadoop/hbase/filter/. Read beside those files: the merge
// tables are theirs (The Maximal Step Rule for AND, The Minimal Step Rule for OR).
#include <algorithm>
#include <optional>

#include "hbasefilter.h"

namespace Ei::Server::HBaseFilters {

using Core::Cell;

namespace {

bool isInclude(ReturnCode rc)
{
    return rc == ReturnCode::Include || rc == ReturnCode::IncludeAndNextCol ||
           rc == ReturnCode::IncludeAndSeekNextRow;
}

bool isIn(ReturnCode rc, std::initializer_list<ReturnCode> codes)
{
    return std::find(codes.begin(), codes.end(), rc) != codes.end();
}

using RC = ReturnCode;

// FilterListWithAND.mergeReturnCode.
RC mergeAnd(RC rc, RC local)
{
    if (rc == RC::SeekNextUsingHint) {
        return RC::SeekNextUsingHint;
    }
    switch (local) {
    case RC::SeekNextUsingHint:
        return RC::SeekNextUsingHint;
    case RC::Include:
        return rc;
    case RC::IncludeAndNextCol:
        if (isIn(rc, {RC::Include, RC::IncludeAndNextCol})) {
            return RC::IncludeAndNextCol;
        }
        if (rc == RC::IncludeAndSeekNextRow) {
            return RC::IncludeAndSeekNextRow;
        }
        if (isIn(rc, {RC::Skip, RC::NextCol})) {
            return RC::NextCol;
        }
        return RC::NextRow;
    case RC::IncludeAndSeekNextRow:
        if (isIn(rc, {RC::Include, RC::IncludeAndNextCol, RC::IncludeAndSeekNextRow})) {
            return RC::IncludeAndSeekNextRow;
        }
        return RC::NextRow;
    case RC::Skip:
        if (isIn(rc, {RC::Include, RC::Skip})) {
            return RC::Skip;
        }
        if (isIn(rc, {RC::IncludeAndNextCol, RC::NextCol})) {
            return RC::NextCol;
        }
        return RC::NextRow;
    case RC::NextCol:
        if (isIn(rc, {RC::Include, RC::IncludeAndNextCol, RC::Skip, RC::NextCol})) {
            return RC::NextCol;
        }
        return RC::NextRow;
    case RC::NextRow:
        return RC::NextRow;
    }
    return RC::NextRow;
}

// FilterListWithOR.mergeReturnCode (rc is null before the first member that answered).
RC mergeOr(std::optional<RC> previous, RC local)
{
    if (!previous) {
        return local;
    }
    const RC rc = *previous;
    switch (local) {
    case RC::Include:
        return RC::Include;
    case RC::IncludeAndNextCol:
        if (isIn(rc, {RC::Include, RC::Skip, RC::SeekNextUsingHint})) {
            return RC::Include;
        }
        return RC::IncludeAndNextCol;
    case RC::IncludeAndSeekNextRow:
        if (isIn(rc, {RC::Include, RC::Skip, RC::SeekNextUsingHint})) {
            return RC::Include;
        }
        if (isIn(rc, {RC::IncludeAndNextCol, RC::NextCol})) {
            return RC::IncludeAndNextCol;
        }
        return RC::IncludeAndSeekNextRow;
    case RC::Skip:
        if (isIn(rc, {RC::Include, RC::IncludeAndNextCol, RC::IncludeAndSeekNextRow})) {
            return RC::Include;
        }
        return RC::Skip;
    case RC::NextCol:
        if (rc == RC::Include) {
            return RC::Include;
        }
        if (isIn(rc, {RC::NextCol, RC::NextRow})) {
            return RC::NextCol;
        }
        if (isIn(rc, {RC::IncludeAndNextCol, RC::IncludeAndSeekNextRow})) {
            return RC::IncludeAndNextCol;
        }
        return RC::Skip;
    case RC::NextRow:
        if (isIn(rc,
                 {RC::Include, RC::IncludeAndNextCol, RC::IncludeAndSeekNextRow, RC::NextCol, RC::NextRow})) {
            return rc;
        }
        return RC::Skip;
    case RC::SeekNextUsingHint:
        if (isIn(rc, {RC::Include, RC::IncludeAndNextCol, RC::IncludeAndSeekNextRow})) {
            return RC::Include;
        }
        if (isIn(rc, {RC::Skip, RC::NextCol, RC::NextRow})) {
            return RC::Skip;
        }
        return RC::SeekNextUsingHint;
    }
    return RC::Skip;
}

QByteArrayView familyOf(const Cell &c)
{
    const qsizetype colon = c.column.indexOf(':');
    return QByteArrayView(c.column).first(colon < 0 ? c.column.size() : colon);
}

class FilterList final : public Filter
{
public:
    FilterList(bool mustPassAll, std::vector<FilterPtr> members)
        : m_all(mustPassAll)
        , m_members(std::move(members))
        , m_included(m_members.size(), mustPassAll)
        , m_previousCode(m_members.size())
        , m_previousCell(m_members.size())
    {}

    void reset() override
    {
        for (size_t i = 0; i < m_members.size(); ++i) {
            m_members[i]->reset();
            if (!m_all) {
                m_included[i] = false;
                m_previousCode[i].reset();
                m_previousCell[i].reset();
            }
        }
    }

    bool filterRowKey(const QByteArray &key) override
    {
        if (m_members.empty()) {
            return false;
        }
        // Every member is asked (PrefixFilter notices the new row there), in order.
        bool filtered = !m_all;
        for (const FilterPtr &f : m_members) {
            if (m_all) {
                if (f->filterAllRemaining() || f->filterRowKey(key)) {
                    filtered = true;
                }
            } else if (!f->filterAllRemaining() && !f->filterRowKey(key)) {
                filtered = false;
            }
        }
        return filtered;
    }

    bool filterAllRemaining() const override
    {
        if (m_members.empty()) {
            return false;
        }
        const auto done = [](const FilterPtr &f) { return f->filterAllRemaining(); };
        return m_all ? std::any_of(m_members.cbegin(), m_members.cend(), done)
                     : std::all_of(m_members.cbegin(), m_members.cend(), done);
    }

    ReturnCode filterCell(const Cell &c) override { return m_all ? filterCellAnd(c) : filterCellOr(c); }

    // FilterListBase.transformCell: the transforms of the members that included the cell, chained
    // in list order (for AND: every member). The members themselves were all shown the original
    // cell by filterCell.
    Cell transformCell(Cell cell) override
    {
        for (size_t i = 0; i < m_members.size(); ++i) {
            if (m_included[i]) {
                cell = m_members[i]->transformCell(std::move(cell));
            }
        }
        return cell;
    }

    void filterRowCells(QList<Cell> &cells) override
    {
        for (const FilterPtr &f : m_members) {
            f->filterRowCells(cells);
        }
    }

    bool hasFilterRow() const override
    {
        return std::any_of(m_members.cbegin(), m_members.cend(),
                           [](const FilterPtr &f) { return f->hasFilterRow(); });
    }

    // AND: true at the first member that drops the row (later members are not asked, so a later
    // PageFilter does not count it); OR: false at the first member that keeps it.
    bool filterRow() override
    {
        if (m_members.empty()) {
            return false;
        }
        for (const FilterPtr &f : m_members) {
            if (f->filterRow() == m_all) {
                return m_all;
            }
        }
        return !m_all;
    }

private:
    // FilterListWithAND.filterCell: in order, each member sees the original cell; the first answer
    // that is not INCLUDE* ends the walk (HBASE-20565).
    ReturnCode filterCellAnd(const Cell &c)
    {
        RC rc = RC::Include;
        bool hinted = false;
        for (const FilterPtr &f : m_members) {
            if (f->filterAllRemaining()) {
                return RC::NextRow;
            }
            const RC local = f->filterCell(c);
            hinted = hinted || local == RC::SeekNextUsingHint;
            rc = mergeAnd(rc, local);
            if (!isInclude(rc)) {
                return rc;
            }
        }
        return hinted ? RC::SeekNextUsingHint : rc;
    }

    // FilterListWithOR.calculateReturnCodeByPrevCellAndRC: a member that asked to skip the column
    // (or family) is not shown that column's (family's) next cells.
    std::optional<RC> answerFromPrevious(size_t i, const Cell &c) const
    {
        if (!m_previousCell[i] || !m_previousCode[i]) {
            return std::nullopt;
        }
        switch (*m_previousCode[i]) {
        case RC::NextCol:
        case RC::IncludeAndNextCol:
            return m_previousCell[i]->column == c.column ? std::optional(RC::NextCol) : std::nullopt;
        case RC::NextRow:
        case RC::IncludeAndSeekNextRow:
            return familyOf(*m_previousCell[i]) == familyOf(c) ? std::optional(RC::NextRow) : std::nullopt;
        default:
            // INCLUDE, SKIP; SEEK_NEXT_USING_HINT asks the member again, which refuses the cells
            // before its hint as the seek would.
            return std::nullopt;
        }
    }

    ReturnCode filterCellOr(const Cell &c)
    {
        if (m_members.empty()) {
            return RC::Include;
        }
        std::optional<RC> rc;
        for (size_t i = 0; i < m_members.size(); ++i) {
            m_included[i] = false;
            const FilterPtr &f = m_members[i];
            if (f->filterAllRemaining()) {
                continue;
            }
            const std::optional<RC> fromPrevious = answerFromPrevious(i, c);
            const RC local = fromPrevious ? *fromPrevious : f->filterCell(c);
            m_previousCode[i] = local;
            if (local == RC::Include || local == RC::Skip) {
                m_previousCell[i].reset();
            } else {
                m_previousCell[i] = c;
            }
            rc = mergeOr(rc, local);
            m_included[i] = isInclude(local);
        }
        return rc.value_or(RC::Skip);
    }

    bool m_all;
    std::vector<FilterPtr> m_members;
    std::vector<bool> m_included;
    std::vector<std::optional<RC>> m_previousCode;
    std::vector<std::optional<Cell>> m_previousCell;
};

} // namespace

FilterPtr filterList(bool mustPassAll, std::vector<FilterPtr> members)
{
    return std::make_unique<FilterList>(mustPassAll, std::move(members));
}

} // namespace Ei::Server::HBaseFilters
