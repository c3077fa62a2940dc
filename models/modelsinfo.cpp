// ei_models holds the item models (row list, cells, TEI outline) built on ei_core.
namespace Ei::Models {
// Anchors the static library until its first model lands.
int modelsLayerVersion()
{
    return 1;
}
} // namespace Ei::Models
