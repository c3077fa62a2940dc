#pragma once

#include <algorithm>
#include <deque>

#include <core/hbase/cellset.h>

namespace Ei::Core {

// Rows waiting to be taken, in the order they came, kept as the pages they came in: appending a
// page shares it (no row is copied) and taking from the front moves an index, where one flat
// CellSet copied every row on append and shifted every row left on each take. A page handed
// over whole is handed over shared; only a page taken in parts copies the rows of each part.
class RowQueue
{
public:
    bool isEmpty() const { return m_size == 0; }
    qsizetype size() const { return m_size; }

    void append(const CellSet &page)
    {
        if (!page.isEmpty()) {
            m_pages.push_back(page);
            m_size += page.size();
        }
    }

    // The first row; the queue must not be empty.
    const Row &front() const { return m_pages.front().at(m_head); }

    void popFront()
    {
        ++m_head;
        --m_size;
        if (m_head == m_pages.front().size()) {
            m_pages.pop_front();
            m_head = 0;
        }
    }

    // Up to `most` rows from the front, all of one page: a whole page when it fits.
    CellSet take(qsizetype most)
    {
        if (isEmpty() || most <= 0) {
            return {};
        }
        CellSet &page = m_pages.front();
        const qsizetype left = page.size() - m_head;
        if (m_head == 0 && left <= most) {
            CellSet whole = std::move(page);
            m_pages.pop_front();
            m_size -= whole.size();
            return whole;
        }
        const qsizetype n = std::min(left, most);
        CellSet part = page.mid(m_head, n);
        m_head += n;
        m_size -= n;
        if (m_head == page.size()) {
            m_pages.pop_front();
            m_head = 0;
        }
        return part;
    }

    void clear()
    {
        m_pages.clear();
        m_head = 0;
        m_size = 0;
    }

private:
    std::deque<CellSet> m_pages;
    qsizetype m_head = 0; // rows of the first page already taken
    qsizetype m_size = 0;
};

} // namespace Ei::Core
