#pragma once

#include <core/domain/journalrow.h>
#include <core/pdf/pdflocator.h>

namespace Ei::Core {

// Where a journal-extract row's PDF is (domain.md §2): file:cdx's WARC path, offset and c_size,
// or failing that f:c's bare WARC file name and offset; the capture URL and time for wayback; the
// key's SHA-1 for verification and blob stores. The CLI's `pdf` and the GUI share this mapping.
PdfLocator pdfLocatorFor(const JournalRow &row);

} // namespace Ei::Core
