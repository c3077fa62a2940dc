#include "localtables.h"

namespace Ei::Ui {

LocalTable::~LocalTable() = default;

} // namespace Ei::Ui
